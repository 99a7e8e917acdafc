import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Queryable } from '../db/queryable.js';
import { composeMessage, type ComposedAttachment } from './compose-message.js';
import { deliverToInbox, readInbox, type InboxMessage } from './inbox.js';
import { mailCatcherPage } from './mail-catcher-page.js';

/** As a mail server would bounce it: an email larger than this is refused whole. */
export const MAX_MESSAGE_BYTES = 25 * 1024 * 1024;
const MAX_ATTACHMENTS = 20;
const EMAIL = /^[^\s@<>()",;:]+@[^\s@<>()",;:]+\.[^\s@<>()",;:]+$/;

export interface MailOptions {
  /** Told about every delivered email, e.g. so the product takes it in at once instead of at its next poll. */
  onDelivered?: (message: InboxMessage) => void;
}

class BadMail extends Error {}

interface Form {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: ComposedAttachment[];
}

async function readForm(request: FastifyRequest): Promise<Form> {
  const form: Form = { from: '', to: '', subject: '', text: '', attachments: [] };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const content = await part.toBuffer();
        // An empty file input still sends a part without a name.
        if (part.filename && content.length > 0)
          form.attachments.push({ filename: part.filename, content, contentType: part.mimetype });
      } else if (
        part.fieldname in form &&
        typeof part.value === 'string' &&
        part.fieldname !== 'attachments'
      ) {
        form[part.fieldname as 'from' | 'to' | 'subject' | 'text'] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT')
      throw new BadMail(
        `The email is too large: at most ${MAX_ATTACHMENTS} attachments of ${MAX_MESSAGE_BYTES / 1024 / 1024} MB together.`,
      );
    throw error;
  }
  return form;
}

function checkForm(form: Form): void {
  // Header injection: a line break in an address or subject would add headers of the sender's choosing.
  if ([form.from, form.to, form.subject].some((value) => /[\r\n]/.test(value)))
    throw new BadMail('From, To and Subject must be single lines.');
  if (!EMAIL.test(form.from.trim())) throw new BadMail('From must be an email address.');
  if (!EMAIL.test(form.to.trim())) throw new BadMail('To must be an email address.');
  if (!form.subject.trim() && !form.text.trim() && form.attachments.length === 0)
    throw new BadMail('The email is empty: write a message or attach a file.');
  const size = form.attachments.reduce((sum, a) => sum + a.content.length, form.text.length);
  if (size > MAX_MESSAGE_BYTES)
    throw new BadMail(`The email is too large: at most ${MAX_MESSAGE_BYTES / 1024 / 1024} MB.`);
}

const headerOf = (raw: Buffer, name: string) => {
  const head = raw.subarray(0, Math.max(0, raw.indexOf('\r\n\r\n')) || 65_536).toString('utf8');
  const match = new RegExp(`^${name}:[ \\t]*(.*(?:\\r\\n[ \\t].*)*)`, 'im').exec(head);
  return match?.[1]?.replace(/\r\n[ \t]+/g, ' ').trim() ?? '';
};
const addressIn = (header: string) => /<([^>]+)>/.exec(header)?.[1] ?? header.split(',')[0]?.trim() ?? '';

/**
 * The local mail catcher (emulator only; like the Supabase CLI's local inbox): GET /mail shows a form to send
 * an email with attachments to the product and what became of each; POST /mail sends the form; POST
 * /mail/messages takes a whole RFC 822 message (`content-type: message/rfc822`, e.g. an .eml file) and GET
 * /mail/messages lists them as JSON (scripts, tests).
 */
export function registerMailRoutes(app: FastifyInstance, db: Queryable, options: MailOptions = {}): void {
  const deliver = async (message: Parameters<typeof deliverToInbox>[1]) => {
    const delivered = await deliverToInbox(db, message);
    options.onDelivered?.(delivered);
    return delivered;
  };
  const page = async (
    reply: FastifyReply,
    status: number,
    view: Partial<Parameters<typeof mailCatcherPage>[0]>,
  ) =>
    reply
      .code(status)
      .type('text/html; charset=utf-8')
      .send(
        mailCatcherPage({
          messages: await readInbox(db),
          form: { from: 'buyer@example.com', to: '', subject: '', text: '' },
          error: null,
          sentId: null,
          ...view,
        }),
      );

  app.get('/mail', async (request, reply) => {
    const query = new URL(request.url, 'http://local').searchParams;
    const sent = Number(query.get('sent')) || null;
    return page(reply, 200, {
      sentId: sent,
      form: {
        from: query.get('from') ?? 'buyer@example.com',
        to: query.get('to') ?? '',
        subject: '',
        text: '',
      },
    });
  });

  app.get('/mail/messages', async (_request, reply) => {
    const messages = await readInbox(db);
    return reply
      .code(200)
      .type('application/json')
      .send(messages.map(({ raw: _raw, ...message }) => ({ ...message, size: _raw.length })));
  });

  void app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: MAX_MESSAGE_BYTES, files: MAX_ATTACHMENTS, fields: 10, fieldSize: 1024 * 1024 },
    });
    scope.addContentTypeParser(
      'message/rfc822',
      { parseAs: 'buffer', bodyLimit: MAX_MESSAGE_BYTES },
      (_r, body, done) => done(null, body),
    );

    scope.post('/mail', async (request, reply) => {
      let form: Form = { from: '', to: '', subject: '', text: '', attachments: [] };
      try {
        if (!request.isMultipart()) throw new BadMail('Send the form as multipart/form-data.');
        form = await readForm(request);
        checkForm(form);
      } catch (error) {
        if (!(error instanceof BadMail)) throw error;
        return page(reply, 400, { error: error.message, form });
      }
      const raw = await composeMessage(form);
      const message = await deliver({ from: form.from, to: form.to, subject: form.subject, raw });
      const back = new URLSearchParams({ sent: String(message.id), from: form.from, to: form.to });
      return reply.redirect(`/mail?${back.toString()}`, 303);
    });

    scope.post('/mail/messages', async (request, reply) => {
      const raw = request.body;
      if (!Buffer.isBuffer(raw) || raw.length === 0)
        return reply
          .code(400)
          .type('application/json')
          .send({ message: 'Send the whole email as the body with content-type message/rfc822.' });
      const to = addressIn(headerOf(raw, 'to'));
      const from = addressIn(headerOf(raw, 'from'));
      if (!EMAIL.test(to) || !EMAIL.test(from))
        return reply
          .code(400)
          .type('application/json')
          .send({ message: 'The email needs a From and a To address.' });
      const message = await deliver({ from, to, subject: headerOf(raw, 'subject'), raw });
      const { raw: _raw, ...json } = message;
      return reply.code(201).type('application/json').send(json);
    });
  });
}
