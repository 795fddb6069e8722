import { AVATAR_MAX_BYTES, avatarMessages } from '@portal/shared/profile';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { Avatar } from './avatar.tsx';

const accepted = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** A picture chosen or removed on the form, applied only by Save Changes (so Cancel can undo it). */
export type AvatarChange = { kind: 'upload'; file: File } | { kind: 'remove' } | null;
export type AvatarMessage = { tone: 'error' | 'success'; text: string } | null;

/**
 * Choose (image files only, at most 2 MB; the server checks the content on save) or remove the
 * avatar. Controlled by the preferences form: the choice is previewed here and sent with Save Changes.
 */
export function AvatarUpload({
  url,
  name,
  change,
  onChange,
  message,
  onMessage,
  disabled,
}: {
  url: string | null;
  name: string;
  change: AvatarChange;
  onChange: (c: AvatarChange) => void;
  message: AvatarMessage;
  onMessage: (m: AvatarMessage) => void;
  disabled?: boolean;
}) {
  const id = useId();
  // A data: URL, not blob: (the CSP's connect-src does not allow blob: URLs).
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    setPreview(null);
    if (change?.kind !== 'upload') return;
    const reader = new FileReader();
    reader.onload = () => setPreview(typeof reader.result === 'string' ? reader.result : null);
    reader.readAsDataURL(change.file);
    return () => reader.abort();
  }, [change]);
  const shown = change?.kind === 'remove' ? null : (preview ?? url);
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    onMessage(null);
    if (file.type && !accepted.includes(file.type)) return onMessage({ tone: 'error', text: avatarMessages.wrongType });
    if (file.size > AVATAR_MAX_BYTES) return onMessage({ tone: 'error', text: avatarMessages.tooLarge });
    onChange({ kind: 'upload', file });
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar url={shown} name={name} />
      <div className="space-y-1">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
          >
            <Upload className="h-4 w-4" aria-hidden="true" />
            Upload picture
            <input id={id} type="file" accept={accepted.join(',')} className="sr-only" onChange={onFile} disabled={disabled} />
          </label>
          {change ? (
            <button
              type="button"
              onClick={() => onChange(null)}
              className="rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Undo
            </button>
          ) : (
            url && (
              <button
                type="button"
                onClick={() => onChange({ kind: 'remove' })}
                className="rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
              >
                Remove
              </button>
            )
          )}
        </div>
        <p className="text-xs text-slate-600 dark:text-slate-400">
          {change ? 'Not saved yet: press Save Changes to keep it.' : 'PNG, JPEG, WebP or GIF, up to 2 MB.'}
        </p>
      </div>
      {message && (
        <div className="w-full" aria-live="polite">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </div>
  );
}
