// The schemas an admin resource derives from its declared ones (apps/server/src/modules/admin/admin-resource.ts
// builds them with these; admin-resources.ts names their types): the topics an item carries and a form sets
// (docs/decisions/1802), and the review state the vendor console shows beside an item (issue 22).
import { z } from 'zod';
import { topicIdsField, topicRef } from './topics.ts';
import { itemReview } from './vendor-review.ts';

// biome-ignore lint/suspicious/noExplicitAny: every admin input and item schema is a zod object (some refined)
type AnyObject = z.ZodObject<any>;

/** `T` with the fields of `Add` (added or replaced), as safeExtend() answers it. */
type Extended<T, Add extends z.core.$ZodShape> = T extends z.ZodObject<infer S, infer C> ? z.ZodObject<Omit<S, keyof Add> & Add, C> : never;

const topicRefs = { topics: z.array(topicRef) };
const topicIds = { topicIds: topicIdsField };
const reviewed = { review: itemReview, pending: z.record(z.string(), z.unknown()).nullable() };

// safeExtend() on a generic object answers the constraint's loose type: the declared type says what it adds.
/** An item with the topics it is tagged with. */
export const withTopicRefs = <T extends AnyObject>(item: T) => item.safeExtend(topicRefs) as unknown as Extended<T, typeof topicRefs>;

/** A create or update body that also sets the item's topics. */
export const withTopicIds = <T extends AnyObject>(input: T) => input.safeExtend(topicIds) as unknown as Extended<T, typeof topicIds>;

/** A vendor console item: its latest review and, while an edit waits, that edit's values. */
export const withReview = <T extends AnyObject>(item: T) => item.safeExtend(reviewed) as unknown as Extended<T, typeof reviewed>;
