import { PRODUCT_NAME } from '@physiomate/shared';
import { LOGO_CID, type MailMessage } from './mailer.ts';

/** The web app's own colours (apps/web/src/styles/index.css). */
const COLOURS = {
  brand: '#0e7490', // brand-700: the logo, buttons
  brandTint: '#ecfeff', // brand-50: the page behind the card
  ink: '#0f172a',
  text: '#334155',
  muted: '#475569',
  border: '#cffafe', // brand-100
} as const;

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** One plain, branded layout: a heading, a few sentences, one button-like link, and a footer. */
function layout(input: {
  to: string;
  subject: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  footer: string;
  /** A list (a reminder's exercises), after the paragraphs. */
  list?: string[];
  /** One-click unsubscribe (reminders): a link in the footer, and the List-Unsubscribe headers. */
  unsubscribeUrl?: string;
}): MailMessage {
  const text = [
    PRODUCT_NAME,
    '',
    ...input.paragraphs.flatMap((p) => [p, '']),
    ...(input.list ? [...input.list.map((item) => `- ${item}`), ''] : []),
    ...(input.action ? [`${input.action.label}: ${input.action.url}`, ''] : []),
    input.footer,
    ...(input.unsubscribeUrl ? ['', `Unsubscribe: ${input.unsubscribeUrl}`] : []),
  ].join('\n');
  const c = COLOURS;
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="color-scheme" content="light"><title>${escapeHtml(input.subject)}</title></head>
<body style="margin:0;padding:24px;background:${c.brandTint};font-family:Arial,Helvetica,sans-serif;color:${c.text}">
<div style="max-width:520px;margin:0 auto;background:#ffffff;border:1px solid ${c.border};border-top:4px solid ${c.brand};border-radius:12px;padding:24px">
<p style="margin:0 0 20px;font-size:20px;font-weight:bold;color:${c.ink}"><img src="cid:${LOGO_CID}" width="32" height="32" alt="" style="vertical-align:middle;margin-right:10px;border:0">${escapeHtml(PRODUCT_NAME)}</p>
${input.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
${input.list ? `<ul style="margin:0 0 12px;padding-left:20px;line-height:1.5">${input.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>` : ''}
${
  input.action
    ? `<p style="margin:20px 0"><a href="${escapeHtml(input.action.url)}" style="background:${c.brand};color:#ffffff;font-weight:bold;padding:12px 18px;border-radius:10px;text-decoration:none;display:inline-block">${escapeHtml(input.action.label)}</a></p>
<p style="margin:0 0 12px;font-size:12px;color:${c.muted};word-break:break-all">${escapeHtml(input.action.url)}</p>`
    : ''
}
<p style="margin:16px 0 0;font-size:12px;color:${c.muted}">${escapeHtml(input.footer)}${
    input.unsubscribeUrl
      ? ` <a href="${escapeHtml(input.unsubscribeUrl)}" style="color:${c.brand}">Unsubscribe</a>`
      : ''
  }</p>
</div></body></html>`;
  const links = [
    ...(input.action ? [input.action.url] : []),
    ...(input.unsubscribeUrl ? [input.unsubscribeUrl] : []),
  ];
  return {
    to: input.to,
    subject: input.subject,
    text,
    html,
    links,
    // RFC 2369 and RFC 8058: mail apps show their own unsubscribe button, which posts to the link.
    ...(input.unsubscribeUrl
      ? {
          headers: {
            'List-Unsubscribe': `<${input.unsubscribeUrl}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          },
        }
      : {}),
  };
}

const IGNORE = "If you didn't ask for this, you can ignore this email.";

export function confirmSignUpEmail(to: string, url: string): MailMessage {
  return layout({
    to,
    subject: `Confirm your ${PRODUCT_NAME} account`,
    paragraphs: [
      `Welcome to ${PRODUCT_NAME}. Please confirm your email address to finish creating your account.`,
    ],
    action: { label: 'Confirm my email', url },
    footer: IGNORE,
  });
}

export function confirmNewEmail(to: string, url: string): MailMessage {
  return layout({
    to,
    subject: `Confirm your new ${PRODUCT_NAME} email address`,
    paragraphs: [`Please confirm that you want to use this address for your ${PRODUCT_NAME} account.`],
    action: { label: 'Confirm this address', url },
    footer: IGNORE,
  });
}

export function approveEmailChange(to: string, newEmail: string, url: string): MailMessage {
  return layout({
    to,
    subject: `Approve the change of your ${PRODUCT_NAME} email address`,
    paragraphs: [
      `Someone asked to change the email address of your ${PRODUCT_NAME} account to ${newEmail}.`,
      'If it was you, approve the change below. We will then send a confirmation link to the new address.',
    ],
    action: { label: 'Approve the change', url },
    footer: `${IGNORE} Your email address stays the same.`,
  });
}

export function existingAccountEmail(to: string, signInUrl: string): MailMessage {
  return layout({
    to,
    subject: `You already have a ${PRODUCT_NAME} account`,
    paragraphs: [
      `Someone tried to create a ${PRODUCT_NAME} account with this email address, but you already have one.`,
      'You can sign in with your existing password.',
    ],
    action: { label: 'Sign in', url: signInUrl },
    footer: IGNORE,
  });
}

export function passwordChangedEmail(to: string): MailMessage {
  return layout({
    to,
    subject: `Your ${PRODUCT_NAME} password was changed`,
    paragraphs: [
      `The password of your ${PRODUCT_NAME} account was just changed, and every other session was signed out.`,
      'If this was not you, please contact support right away.',
    ],
    footer: 'This is a security notice about your account.',
  });
}

export function accountDeletedEmail(to: string): MailMessage {
  return layout({
    to,
    subject: `Your ${PRODUCT_NAME} account was deleted`,
    paragraphs: [
      `Your ${PRODUCT_NAME} account and all the data it held have been erased. Thank you for using ${PRODUCT_NAME}.`,
    ],
    footer: 'This is the last email we will send to this address.',
  });
}

export function resetPasswordEmail(to: string, url: string): MailMessage {
  return layout({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    paragraphs: [
      `Someone asked to reset the password of your ${PRODUCT_NAME} account. Choose a new password with the link below.`,
      'The link works once and expires in 30 minutes. Resetting your password signs you out on every device.',
    ],
    action: { label: 'Choose a new password', url },
    footer: `${IGNORE} Your password stays the same.`,
  });
}

/** My Rehab's reminder: today's exercises, a link to the page, and a one-click unsubscribe. */
export function rehabReminderEmail(
  to: string,
  input: { exercises: string[]; flareUp: boolean; pageUrl: string; unsubscribeUrl: string },
): MailMessage {
  return layout({
    to,
    subject: input.flareUp ? 'Your gentler exercises for today' : 'Your rehab exercises for today',
    paragraphs: [
      input.flareUp
        ? 'You are in flare-up mode: here is the gentler set for today. Keep pain during them at 3-4 out of 10 or less.'
        : 'A reminder from My Rehab: here are your exercises for today.',
    ],
    list: input.exercises,
    action: { label: 'Open My Rehab', url: input.pageUrl },
    footer: 'You get this email because you turned on reminders in My Rehab.',
    unsubscribeUrl: input.unsubscribeUrl,
  });
}
