import { errorText } from '@portal/shared/api';
import { AVATAR_MAX_BYTES, avatarMessages } from '@portal/shared/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { Alert } from '../../../components/ui/alert.tsx';
import { profileKeys, removeAvatar, uploadAvatar } from '../api/profile-api.ts';
import { Avatar } from './avatar.tsx';

const accepted = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'];

/** Upload (image files only, at most 2 MB; the server checks the content) or remove the avatar. */
export function AvatarUpload({ url, name }: { url: string | null; name: string }) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();
  const [message, setMessage] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const done = async (text: string) => {
    setMessage({ tone: 'success', text });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['me'] }),
      queryClient.invalidateQueries({ queryKey: profileKeys.profile }),
      queryClient.invalidateQueries({ queryKey: profileKeys.preferences }),
    ]);
  };
  const upload = useMutation({
    mutationFn: uploadAvatar,
    onSuccess: () => done('Profile picture updated.'),
    onError: (err) => setMessage({ tone: 'error', text: errorText(err) }),
  });
  const remove = useMutation({
    mutationFn: removeAvatar,
    onSuccess: () => done('Profile picture removed.'),
    onError: (err) => setMessage({ tone: 'error', text: errorText(err) }),
  });
  const onFile = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = '';
    if (!file) return;
    setMessage(null);
    if (file.type && !accepted.includes(file.type)) return setMessage({ tone: 'error', text: avatarMessages.wrongType });
    if (file.size > AVATAR_MAX_BYTES) return setMessage({ tone: 'error', text: avatarMessages.tooLarge });
    upload.mutate(file);
  };
  return (
    <div className="flex flex-wrap items-center gap-4">
      <Avatar url={url} name={name} />
      <div className="space-y-1">
        <div className="flex flex-wrap gap-2">
          <label
            htmlFor={id}
            className="inline-flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-100 focus-within:ring-2 focus-within:ring-brand-500 dark:border-slate-700 dark:bg-slate-900 dark:hover:bg-slate-800"
          >
            <Upload className="h-4 w-4" aria-hidden="true" />
            {upload.isPending ? 'Uploading…' : 'Upload picture'}
            <input ref={input} id={id} type="file" accept={accepted.join(',')} className="sr-only" onChange={onFile} disabled={upload.isPending} />
          </label>
          {url && (
            <button
              type="button"
              onClick={() => remove.mutate()}
              className="rounded-md px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
            >
              Remove
            </button>
          )}
        </div>
        <p className="text-xs text-slate-500 dark:text-slate-400">PNG, JPEG, WebP or GIF, up to 2 MB.</p>
      </div>
      {message && (
        <div className="w-full" aria-live="polite">
          <Alert tone={message.tone}>{message.text}</Alert>
        </div>
      )}
    </div>
  );
}
