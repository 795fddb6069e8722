// A local SMTP server that keeps what it receives and lists it over HTTP, for end-to-end tests and
// development: SMTP on MAIL_CATCHER_SMTP_PORT (default 1025), HTTP on MAIL_CATCHER_HTTP_PORT (1080).
//   GET    /messages[?to=address]  -> [{to, subject, text, html, attachments: [{filename, contentType, content}]}]
//   DELETE /messages               -> empties the inbox
import { createServer } from 'node:http';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

type Stored = {
  to: string[];
  subject: string;
  text: string;
  html: string;
  date: string;
  attachments: { filename: string; contentType: string; content: string }[];
};
const inbox: Stored[] = [];
const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 1025);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 1080);

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, cb) {
    simpleParser(stream).then(
      (m) => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          subject: m.subject ?? '',
          text: m.text ?? '',
          html: typeof m.html === 'string' ? m.html : '',
          date: new Date().toISOString(),
          attachments: m.attachments.map((a) => ({ filename: a.filename ?? '', contentType: a.contentType, content: a.content.toString('utf8') })),
        });
        cb();
      },
      (err) => cb(err),
    );
  },
});
// A sender that dies mid-conversation (a killed server process) resets its connection: that is the
// sender's problem, not a reason for the catcher to stop.
smtp.on('error', (err) => console.error(`mail catcher: ${(err as Error).message}`));
smtp.listen(smtpPort, '127.0.0.1');

createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/messages' && req.method === 'DELETE') {
    inbox.length = 0;
    res.writeHead(204).end();
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(to ? inbox.filter((m) => m.to.includes(to)) : inbox));
    return;
  }
  if (url.pathname === '/health') {
    res.writeHead(200).end('ok');
    return;
  }
  res.writeHead(404).end();
}).listen(httpPort, '127.0.0.1', () => console.log(`mail catcher: SMTP ${smtpPort}, HTTP ${httpPort}`));
