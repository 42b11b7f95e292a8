import { CHAT_MESSAGES } from '@physiomate/shared';
import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole } from './support';
import { createAccount, saveAssessment, setTier } from './support/accounts';
import { KNEE } from './support/results';

const RUNNER_KNEE = {
  symptoms:
    'I am 34 and have had pain at the front of my right knee around the kneecap for 3 weeks since I increased my running. It hurts going down stairs and after sitting for a long time in the cinema. No swelling, no locking, no giving way.',
  painLocations: ['Right knee'],
};

async function proOnResults(page: Page, label: string, input = RUNNER_KNEE) {
  await page.goto('/');
  const account = await createAccount(page, label);
  await setTier(account, 'pro');
  const saved = await saveAssessment(page, input);
  await page.goto(`/results/${saved.assessment.id}`);
  const panel = page.getByRole('complementary', { name: 'PhysioMate AI' });
  await expect(panel.getByRole('heading', { name: 'PhysioMate AI' })).toBeVisible();
  return { account, saved, panel };
}

async function ask(page: Page, text: string) {
  const input = page.getByLabel('Message PhysioMate AI');
  await input.fill(text);
  await input.press('Enter');
}

const replies = (page: Page) => page.locator('li[data-role="assistant"]');

/**
 * The reply is over as a user sees it: the conversation is no longer busy and Stop has gone. Until
 * then nothing can be sent, so a test that types its next question sooner races the stream.
 */
async function replyFinished(page: Page) {
  await expect(page.getByRole('log', { name: 'Conversation' })).toHaveAttribute('aria-busy', 'false');
  await expect(page.getByRole('button', { name: 'Stop the reply' })).toHaveCount(0);
}

test('a pro user asks three questions and gets streamed answers from their plan; copy shows Copied for 2 s', async ({
  page,
  context,
}) => {
  // Three streamed replies, a reload and an axe scan: slow on a loaded machine.
  test.slow();
  const problems = watchConsole(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { panel } = await proOnResults(page, 'chat-three');
  await expect(panel.getByText('PRO Feature')).toBeVisible();
  await expect(panel.getByText(/here to help with your assessment/)).toBeVisible();

  // Streamed: the reply grows in pieces on the page before it is complete.
  await page.getByRole('log', { name: 'Conversation' }).evaluate((log) => {
    const seen = new Set<number>();
    (window as unknown as { chatLengths: Set<number> }).chatLengths = seen;
    new MutationObserver(() => {
      const replies = log.querySelectorAll('li[data-role="assistant"]');
      const last = replies[replies.length - 1];
      if (last) seen.add(last.textContent?.length ?? 0);
    }).observe(log, { subtree: true, childList: true, characterData: true });
  });
  await ask(page, 'How long will it take to heal?');
  await expect(replies(page).nth(0)).toContainText('Kneecap pain usually improves');
  await replyFinished(page);

  // While a reply is on its way nothing is sent, and the panel says so: Send is disabled, and a
  // question typed meanwhile stays in the input with a line saying why. It goes once the reply is
  // over. (The second question's request is held back, so the test sees the reply under way.)
  let releaseSecond = () => {};
  const secondHeld = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  await page.route(
    '**/api/assessment-chat',
    async (route) => {
      await secondHeld;
      await route.continue();
    },
    { times: 1 },
  );
  await ask(page, 'How do I do the wall sit?');
  const input = page.getByLabel('Message PhysioMate AI');
  const send = panel.getByRole('button', { name: 'Send' });
  const hint = panel.getByText(CHAT_MESSAGES.sendAfterReply);
  await expect(panel.getByRole('button', { name: 'Stop the reply' })).toBeVisible();
  await expect(send).toBeDisabled();
  await expect(hint).toHaveCount(0);
  await input.fill('what equipment do I need?');
  await input.press('Enter');
  await expect(hint).toBeVisible();
  await expect(input).toHaveValue('what equipment do I need?');
  await expect(input).toHaveAccessibleDescription(CHAT_MESSAGES.sendAfterReply);
  await expect(page.locator('li[data-role="user"]')).toHaveCount(2);
  releaseSecond();
  await expect(replies(page).nth(1)).toContainText('Lean your back against a wall');
  await replyFinished(page);
  await expect(hint).toHaveCount(0);
  await expect(send).toBeEnabled();
  await expect(input).toHaveValue('what equipment do I need?');
  await input.press('Enter');
  await expect(input).toHaveValue('');
  await expect(replies(page).nth(2)).toContainText('Resistance band');
  await replyFinished(page);
  expect(
    await page.evaluate(() => (window as unknown as { chatLengths: Set<number> }).chatLengths.size),
  ).toBeGreaterThan(6);
  // The first reply renders Markdown (bold exercise name in the second).
  await expect(replies(page).nth(1).locator('strong').first()).toBeVisible();

  const copy = replies(page).nth(0).getByRole('button', { name: 'Copy' });
  await copy.click();
  await expect(replies(page).nth(0).getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(
    'Kneecap pain usually improves',
  );
  await expect(replies(page).nth(0).getByRole('button', { name: 'Copy' })).toBeVisible({ timeout: 4000 });

  // Empty input sends nothing; Shift+Enter is a new line.
  await input.fill('   ');
  await input.press('Enter');
  await input.fill('line one');
  await input.press('Shift+Enter');
  await expect(input).toHaveValue('line one\n');
  await expect(replies(page)).toHaveCount(3);

  // The conversation is there after a reload (kept on the server).
  await page.reload();
  await expect(replies(page)).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  expect(problems).toEqual([]);
});

test('hide and show the panel; the results take the width', async ({ page }) => {
  const { panel } = await proOnResults(page, 'chat-hide');
  await panel.getByRole('button', { name: 'Hide chat' }).click();
  await expect(panel).toBeHidden();
  await page.getByRole('button', { name: 'Show PhysioMate AI' }).click();
  await expect(page.getByRole('complementary', { name: 'PhysioMate AI' })).toBeVisible();
});

test('a red-flag message shows the emergency at once and raises the results page triage', async ({
  page,
}) => {
  await proOnResults(page, 'chat-flag');
  await ask(page, "now I can't feel my saddle area and I wet myself");
  await expect(replies(page).nth(0).getByRole('alert')).toContainText('Emergency: get help now');
  await expect(replies(page).nth(0)).toContainText('emergency department');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/help now|emergency/i);
});

test('a re-evaluation diff applied refreshes the results page', async ({ page }) => {
  await proOnResults(page, 'chat-reeval');
  await ask(
    page,
    'I twisted my knee playing football yesterday, it swelled up within an hour and now it locks',
  );
  const card = page.getByRole('region', { name: 'Proposed changes to your assessment' });
  await expect(card).toBeVisible();
  await expect(card).toContainText('Meniscal injury');
  await card.getByRole('button', { name: 'Apply changes' }).click();
  await expect(card).toContainText('Changes applied to your assessment.');
  await expect(page.getByText('Meniscal injury').first()).toBeVisible();
  await page.reload();
  await expect(page.locator('main')).toContainText('Meniscal injury');
});

test('the window shows the last 10, loads older on scrolling up, and unloads them again', async ({
  page,
}) => {
  const { saved } = await proOnResults(page, 'chat-window');
  for (let i = 0; i < 7; i++) {
    const res = await page.request.post('/api/assessment-chat', {
      data: {
        assessmentId: saved.assessment.id,
        messages: [{ role: 'user', content: `question ${i}: hello` }],
      },
      headers: { Origin: new URL(page.url()).origin },
    });
    expect(res.ok()).toBeTruthy();
  }
  await page.reload();
  const all = page.locator('li[data-role]');
  await expect(all).toHaveCount(10);
  await page.getByRole('log', { name: 'Conversation' }).evaluate((el) => {
    el.scrollTop = 0;
  });
  await expect(all).toHaveCount(14);
  await page.getByRole('button', { name: 'Unload older messages' }).click();
  await expect(all).toHaveCount(10);
});

test('a free user sees no panel and the server refuses the chat', async ({ page }) => {
  await page.goto('/');
  await createAccount(page, 'chat-free');
  const saved = await saveAssessment(page, KNEE);
  await page.goto(`/results/${saved.assessment.id}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'PhysioMate AI' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /PhysioMate AI/ })).toHaveCount(0);
  const res = await page.request.post('/api/assessment-chat', {
    data: { assessmentId: saved.assessment.id, messages: [{ role: 'user', content: 'hello' }] },
    headers: { Origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(403);
});

test('voice: the browser speech recognition records with a timer and adds the text; hidden when nothing can transcribe', async ({
  page,
}) => {
  // A stand-in for the browser's speech recognition that hears one sentence.
  await page.addInitScript(() => {
    class FakeRecognition {
      continuous = false;
      interimResults = false;
      lang = 'en';
      onresult: ((e: unknown) => void) | null = null;
      onerror: ((e: unknown) => void) | null = null;
      start() {
        setTimeout(
          () =>
            this.onresult?.({
              results: [Object.assign([{ transcript: 'how long will it take' }], { isFinal: true })],
            }),
          50,
        );
      }
      stop() {}
      abort() {}
    }
    Object.assign(window, { webkitSpeechRecognition: FakeRecognition, SpeechRecognition: FakeRecognition });
  });
  await proOnResults(page, 'chat-voice');
  await page.getByRole('button', { name: 'Record a voice message' }).click();
  const recording = page.getByRole('group', { name: 'Voice recording' });
  await expect(recording).toContainText('0:01', { timeout: 3000 });
  await recording.getByRole('button', { name: 'Stop recording and add the text' }).click();
  await expect(page.getByLabel('Message PhysioMate AI')).toHaveValue('how long will it take');

  // No browser recognition and no transcription service on this server: no mic.
  await page.addInitScript(() => {
    Object.assign(window, { webkitSpeechRecognition: undefined, SpeechRecognition: undefined });
  });
  await page.reload();
  await expect(page.getByLabel('Message PhysioMate AI')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Record a voice message' })).toHaveCount(0);
});

test('photo: offered only when the model reads images; the photo goes with that message and is marked as not kept', async ({
  page,
}) => {
  await proOnResults(page, 'chat-photo');
  // This server has no model that reads images: no photo button.
  await expect(page.getByLabel('Message PhysioMate AI')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add a photo' })).toHaveCount(0);

  // As with a vision model configured (the server side is covered by chat-model.test.ts): the
  // capabilities say so, and the reply is a short stream; what the browser sends is recorded.
  const sent: { image?: { mediaType: string; data: string }; messages: { content: string }[] }[] = [];
  await page.route('**/api/chat/capabilities', (route) =>
    route.fulfill({ json: { transcription: false, images: true } }),
  );
  await page.route('**/api/assessment-chat', async (route) => {
    sent.push(route.request().postDataJSON());
    await route.fulfill({
      contentType: 'application/x-ndjson',
      body: `${JSON.stringify({ type: 'delta', content: 'That looks like mild swelling.' })}\n${JSON.stringify({ type: 'done' })}\n`,
    });
  });
  await page.reload();
  const png = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
    'base64',
  );
  await expect(page.getByRole('button', { name: 'Add a photo' })).toBeVisible();

  // Not a photo: a clear message, nothing chosen.
  await page
    .getByTestId('chat-photo-input')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Please choose a JPEG, PNG or WebP photo.')).toBeVisible();

  await page
    .getByTestId('chat-photo-input')
    .setInputFiles({ name: 'knee.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByText('knee.png')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove photo' })).toBeVisible();
  await ask(page, 'is this swelling normal?');
  await expect(replies(page).last()).toContainText('That looks like mild swelling.');
  expect(sent).toHaveLength(1);
  expect(sent[0]?.image).toEqual({ mediaType: 'image/png', data: png.toString('base64') });
  expect(sent[0]?.messages.at(-1)?.content).toBe('is this swelling normal?');
  await expect(page.locator('li[data-role="user"]').last()).toContainText('PhysioMate does not keep photos');
  await expect(page.getByText('knee.png')).toHaveCount(0);
});
