import { TOPICS_PER_ITEM_MAX } from '@portal/shared/topics';
import { useEffect, useState } from 'react';
import { type Resource, type TopicResource, useItemTopicRefs, useTopicOptions } from '../api/admin-api.ts';

/**
 * The topics of the item being edited (docs/decisions/1802): loaded from the admin item, then edited
 * here. `withTopics` adds `topicIds` to the body only once they are known, so a slow load never clears them.
 */
export function useItemTopics(resource: Resource, id: string | undefined) {
  const item = useItemTopicRefs(resource as TopicResource, id);
  const [ids, setIds] = useState<string[] | null>(id ? null : []);
  useEffect(() => {
    if (item.data && ids === null) setIds(item.data);
  }, [item.data, ids]);
  return {
    ids,
    setIds,
    withTopics: <B extends object>(body: B) => (ids ? { ...body, topicIds: ids } : body),
  };
}

/** Checkboxes of every topic (fieldset 'Topics'); at most TOPICS_PER_ITEM_MAX can be ticked. */
export function TopicPicker({ state, error }: { state: ReturnType<typeof useItemTopics>; error?: string }) {
  const list = useTopicOptions();
  const { ids, setIds } = state;
  const toggle = (id: string, on: boolean) => setIds((prev) => (on ? [...(prev ?? []), id] : (prev ?? []).filter((x) => x !== id)));
  return (
    <fieldset className="space-y-2" aria-describedby={error ? 'topic-picker-error' : undefined}>
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Topics</legend>
      {list.isPending || ids === null ? (
        <p className="text-sm text-slate-500 dark:text-slate-400" role="status">
          Loading topics...
        </p>
      ) : list.isError ? (
        <p className="text-sm text-red-600 dark:text-red-400">Could not load topics: {list.error.message}</p>
      ) : list.data.items.length === 0 ? (
        <p className="text-sm text-slate-500 dark:text-slate-400">No topics yet. Add them under Manage Topics.</p>
      ) : (
        <div className="flex flex-wrap gap-x-4 gap-y-2">
          {list.data.items.map((t) => {
            const checked = ids.includes(t.id);
            return (
              <label key={t.id} className="inline-flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={checked}
                  disabled={!checked && ids.length >= TOPICS_PER_ITEM_MAX}
                  onChange={(e) => toggle(t.id, e.target.checked)}
                  className="h-4 w-4 rounded border-slate-300"
                />
                {t.name}
              </label>
            );
          })}
        </div>
      )}
      {error && (
        <p id="topic-picker-error" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </fieldset>
  );
}
