import type { SystemOverview } from '@portal/shared/system';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useNotice } from '../../../components/ui/notice.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { errorMessage } from '../../../lib/api-client.ts';
import { downloadBackup, type SystemAction, useStartBackup, useSystemAction, useSystemOverview } from '../api/system-api.ts';
import { bytes, cell, duration, Quiet, Section, Table, When } from './system-parts.tsx';

/** Admin › System: how this installation is doing, and what failed, with the actions to fix it (docs/decisions/2502). */
export function SystemScreen() {
  const overview = useSystemOverview();
  const act = useSystemAction();
  const notify = useNotice();
  const run = (action: SystemAction, id: string, done: string) =>
    act.mutate({ action, id }, { onSuccess: () => notify('success', done), onError: (err) => notify('error', errorMessage(err)) });
  const d = overview.data;
  return (
    <div className="space-y-4">
      <PageHeader title="System" subtitle="Version, database, scheduled work, failures and backups" compact />
      {overview.isError && <Alert tone="error">{errorMessage(overview.error)}</Alert>}
      {overview.isPending && <Quiet>Loading…</Quiet>}
      {d && (
        <>
          <Summary d={d} />
          <Section id="sys-schedules" title="Scheduled jobs">
            <Table caption="Scheduled jobs" head={['Job', 'Every', 'Last run', 'Next run']}>
              {d.schedules.map((s) => (
                <tr key={s.name}>
                  <td className={cell}>{s.name}</td>
                  <td className={cell}>{s.everySeconds ? duration(s.everySeconds) : '—'}</td>
                  <td className={cell}>
                    <When at={s.lastRunAt} />
                  </td>
                  <td className={cell}>
                    <When at={s.nextRunAt} />
                  </td>
                </tr>
              ))}
            </Table>
          </Section>
          <Section id="sys-queue" title="Queue">
            {d.queue.length === 0 ? (
              <Quiet>Nothing is waiting.</Quiet>
            ) : (
              <Table caption="Queue depth by job" head={['Job', 'Waiting', 'Running', 'Failed', 'Oldest waiting since']}>
                {d.queue.map((q) => (
                  <tr key={q.name}>
                    <td className={cell}>{q.name}</td>
                    <td className={cell}>{q.pending}</td>
                    <td className={cell}>{q.running}</td>
                    <td className={cell}>{q.failed}</td>
                    <td className={cell}>
                      <When at={q.oldestPendingAt} />
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>
          <Section id="sys-failed-jobs" title="Failed jobs">
            {d.failedJobs.length === 0 ? (
              <Quiet>No failed jobs.</Quiet>
            ) : (
              <Table caption="Failed jobs" head={['Job', 'Attempts', 'Error', 'Failed', 'Action']}>
                {d.failedJobs.map((j) => (
                  <tr key={j.id}>
                    <td className={cell}>{j.name}</td>
                    <td className={cell}>{j.attempts}</td>
                    <td className={`${cell} break-words`}>{j.lastError ?? '—'}</td>
                    <td className={cell}>
                      <When at={j.updatedAt} />
                    </td>
                    <td className={cell}>
                      <Button
                        variant="secondary"
                        disabled={act.isPending}
                        aria-label={`Retry job ${j.name}`}
                        onClick={() => run('jobs/retry', j.id, 'The job is queued again.')}
                      >
                        Retry
                      </Button>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>
          <Section id="sys-failed-emails" title="Failed e-mails">
            {d.failedEmails.length === 0 ? (
              <Quiet>No failed e-mails.</Quiet>
            ) : (
              <Table caption="Failed e-mails" head={['To', 'Subject', 'Error', 'Queued', 'Actions']}>
                {d.failedEmails.map((m) => (
                  <tr key={m.id}>
                    <td className={cell}>{m.toAddress}</td>
                    <td className={cell}>{m.subject}</td>
                    <td className={`${cell} break-words`}>{m.lastError ?? '—'}</td>
                    <td className={cell}>
                      <When at={m.createdAt} />
                    </td>
                    <td className={`${cell} flex flex-wrap gap-2`}>
                      <Button
                        variant="secondary"
                        disabled={act.isPending}
                        aria-label={`Retry e-mail to ${m.toAddress}`}
                        onClick={() => run('emails/retry', m.id, 'The e-mail is queued again.')}
                      >
                        Retry
                      </Button>
                      <Button
                        variant="ghost"
                        disabled={act.isPending}
                        aria-label={`Discard e-mail to ${m.toAddress}`}
                        onClick={() => run('emails/discard', m.id, 'The e-mail was discarded.')}
                      >
                        Discard
                      </Button>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>
          <Section id="sys-failed-webhooks" title="Failed lead webhooks">
            {d.failedWebhooks.length === 0 ? (
              <Quiet>No failed webhook deliveries.</Quiet>
            ) : (
              <Table caption="Failed lead-webhook deliveries" head={['Vendor', 'Address', 'Error', 'Last try', 'Action']}>
                {d.failedWebhooks.map((w) => (
                  <tr key={w.id}>
                    <td className={cell}>{w.vendorName}</td>
                    <td className={`${cell} break-all`}>{w.url}</td>
                    <td className={`${cell} break-words`}>{w.lastError ?? (w.lastStatusCode ? `HTTP ${w.lastStatusCode}` : '—')}</td>
                    <td className={cell}>
                      <When at={w.updatedAt} />
                    </td>
                    <td className={cell}>
                      <Button
                        variant="secondary"
                        disabled={act.isPending}
                        aria-label={`Retry delivery to ${w.vendorName}`}
                        onClick={() => run('webhooks/retry', w.id, 'The delivery is queued again.')}
                      >
                        Retry
                      </Button>
                    </td>
                  </tr>
                ))}
              </Table>
            )}
          </Section>
          <Backups d={d} />
        </>
      )}
    </div>
  );
}

function Summary({ d }: { d: SystemOverview }) {
  const items: [string, string][] = [
    ['Version', d.version],
    ['Up for', duration(d.uptimeSeconds)],
    ['Database', `${d.database.kind === 'pglite' ? 'Embedded (PGlite)' : 'PostgreSQL'}, ${bytes(d.database.bytes)}`],
  ];
  return (
    <Section id="sys-summary" title="This installation">
      <dl className="grid gap-3 sm:grid-cols-3">
        {items.map(([k, v]) => (
          <div key={k}>
            <dt className="text-sm text-slate-600 dark:text-slate-400">{k}</dt>
            <dd className="font-medium">{v}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}

function Backups({ d }: { d: SystemOverview }) {
  const start = useStartBackup();
  const notify = useNotice();
  const busy = d.backups.runs.find((r) => r.status === 'pending' || r.status === 'running');
  const lastFailed = d.backups.runs[0]?.status === 'failed' ? d.backups.runs[0] : null;
  const startButton = (
    <Button
      disabled={start.isPending || Boolean(busy)}
      onClick={() => start.mutate(undefined, { onSuccess: () => notify('success', 'Backup started.'), onError: (err) => notify('error', errorMessage(err)) })}
    >
      Start a backup
    </Button>
  );
  return (
    <Section id="sys-backups" title="Backups" action={startButton}>
      <Quiet>
        {d.backups.daily
          ? `A backup is made every day; the newest ${d.backups.keep} daily backups are kept.`
          : d.database.kind === 'postgres'
            ? 'No daily backup on PostgreSQL: use pg_dump or npm run backup on a schedule (docs/deploy.md).'
            : 'The daily backup is off (BACKUP_DAILY=false).'}
      </Quiet>
      {busy && (
        <p role="status" className="mt-2 text-sm">
          Backup {busy.status === 'running' ? 'running' : 'queued'} since <When at={busy.createdAt} />…
        </p>
      )}
      {lastFailed && <Alert tone="error">The last backup failed: {lastFailed.lastError ?? 'unknown error'}</Alert>}
      {d.backups.files.length === 0 ? (
        <Quiet>No backups yet.</Quiet>
      ) : (
        <Table caption="Backup files" head={['Made', 'By', 'Size', 'File']}>
          {d.backups.files.map((b) => (
            <tr key={b.name}>
              <td className={cell}>
                <When at={b.createdAt} />
              </td>
              <td className={cell}>{b.origin === 'daily' ? 'Daily' : b.origin === 'admin' ? 'Admin' : 'Command line'}</td>
              <td className={cell}>
                {bytes(b.bytes)}
                {b.complete ? '' : ' (being written)'}
              </td>
              <td className={cell}>
                {b.complete ? (
                  <Button
                    variant="secondary"
                    aria-label={`Download ${b.name}`}
                    onClick={() => downloadBackup(b.name).catch((err) => notify('error', errorMessage(err)))}
                  >
                    Download
                  </Button>
                ) : (
                  b.name
                )}
              </td>
            </tr>
          ))}
        </Table>
      )}
    </Section>
  );
}
