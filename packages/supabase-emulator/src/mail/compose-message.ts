import MailComposer from 'nodemailer/lib/mail-composer/index.js';

export interface ComposedAttachment {
  filename: string;
  content: Buffer;
  contentType?: string;
}

export interface Composition {
  from: string;
  to: string;
  subject: string;
  text: string;
  attachments: ComposedAttachment[];
}

/** The RFC 822 message a mail client would send for the form's fields (nodemailer's own composer). */
export function composeMessage(mail: Composition): Promise<Buffer> {
  return new MailComposer({
    from: mail.from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    attachments: mail.attachments,
  })
    .compile()
    .build();
}
