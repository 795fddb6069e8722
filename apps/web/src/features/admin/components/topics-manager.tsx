import type { AdminTopic } from '@portal/shared/topics';
import { Link } from 'react-router';
import type { Column } from '../../../components/ui/data-table.tsx';
import { ResourceScreen } from './resource-screen.tsx';
import { emptyWithClear } from './screen-parts.tsx';
import { topicForm } from './topic-form.tsx';

const columns: Column<AdminTopic, never>[] = [
  { key: 'name', label: 'Topic', render: (t) => <span className="font-medium">{t.name}</span> },
  {
    key: 'slug',
    label: 'Page',
    render: (t) => (
      <Link to={`/topics/${t.slug}`} className="text-brand-700 underline dark:text-brand-100">
        /topics/{t.slug}
      </Link>
    ),
  },
  { key: 'items', label: 'Items', render: (t) => t.itemCount },
];

/** Manage Topics: the list admins pick from in every content form (docs/decisions/1802). */
export function TopicsManager() {
  return (
    <ResourceScreen
      resource="topics"
      texts={{ title: 'Manage Topics', add: 'Add Topic', caption: 'Topics', search: 'topics' }}
      pageSize={50}
      columns={columns}
      empty={emptyWithClear('No topics found.')}
      rowName={(t) => t.name}
      remove={{
        title: 'Delete topic',
        message: (t) => `Delete ${t.name}? It is removed from ${t.itemCount} item${t.itemCount === 1 ? '' : 's'} and from members' follows lists.`,
        done: 'Topic deleted',
        failed: (m) => `Error deleting topic: ${m}`,
      }}
      form={topicForm}
    />
  );
}
