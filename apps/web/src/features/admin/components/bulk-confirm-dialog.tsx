import { type Resource, useBulk } from '../api/admin-api.ts';
import { errorMessage } from '../../../lib/api-client.ts';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';

/**
 * Asks before a bulk action on the selected rows, runs it (one transaction on the server) and
 * reports the result in the admin banner. `noun` is the singular row name, e.g. 'job'.
 */
export function BulkConfirmDialog({
  resource,
  noun,
  action,
  label,
  ids,
  onDone,
  onClose,
}: {
  resource: Resource;
  noun: string;
  action: string;
  label: string;
  ids: string[];
  onDone: () => void;
  onClose: () => void;
}) {
  const notice = useNotice();
  const bulk = useBulk(resource);
  const plural = (n: number) => `${noun}${n === 1 ? '' : 's'}`;
  return (
    <ConfirmDialog
      title={`${label} ${noun}s`}
      message={`${label} ${ids.length} selected ${plural(ids.length)}?`}
      confirmLabel={label}
      danger={action === 'delete'}
      busy={bulk.isPending}
      onCancel={onClose}
      onConfirm={() =>
        bulk.mutate(
          { ids, action },
          {
            onSuccess: (r) => {
              notice('success', `${r.updated} ${plural(r.updated)} updated`);
              onDone();
            },
            onError: (err) => notice('error', errorMessage(err)),
            onSettled: onClose,
          },
        )
      }
    />
  );
}
