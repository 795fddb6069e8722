import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { type Resource, useRemove } from '../api/admin-api.ts';

/** The delete confirmation's texts: title, question, success notice and (optionally) the error notice. */
export type RemoveConfig<R> = { title: string; message: (row: R) => string; done: string; failed?: (message: string) => string; confirm?: string };

type Props<R> = {
  resource: Resource;
  row: R;
  config: RemoveConfig<R>;
  onClose: () => void;
  /** After a successful delete. */
  onDone?: () => void;
  /** Where the result is reported (default: the admin banner). */
  notify?: (tone: 'success' | 'error', text: string) => void;
};

/** Asks before deleting one row of an admin resource, deletes it and reports the result. */
export function RemoveConfirm<R extends { id: string }>({ resource, row, config, onClose, onDone, notify }: Props<R>) {
  const banner = useNotice();
  const notice = notify ?? banner;
  const remove = useRemove(resource);
  return (
    <ConfirmDialog
      title={config.title}
      message={config.message(row)}
      confirmLabel={config.confirm ?? 'Delete'}
      danger
      busy={remove.isPending}
      onCancel={onClose}
      onConfirm={() =>
        remove.mutate(row.id, {
          onSuccess: () => {
            notice('success', config.done);
            onDone?.();
          },
          onError: (err) => notice('error', config.failed ? config.failed(errorMessage(err)) : errorMessage(err)),
          onSettled: onClose,
        })
      }
    />
  );
}
