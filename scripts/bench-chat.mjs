#!/usr/bin/env node
// `npm run bench:chat`: PhysioMate AI's built-in assistant over HTTP on loopback. N signed-in pro
// users (default 10) each ask questions one after another for BENCH_SECONDS; prints time to first
// delta (p50/p99), time to the whole reply, replies per second, and the server's CPU time per reply
// with the machine's load average (on a shared machine latency moves with other load; CPU time per
// reply much less). Figures only; never fails on them.
// Runs the real server (scripts/start.mjs) on the embedded database in a throw-away data folder.
import { rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  cpuTimeMs,
  loadAverage,
  percentile,
  setTier,
  signedInUser,
  startServer,
} from './lib/bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4331);
const origin = `http://127.0.0.1:${port}`;
const dataDir = path.join(os.tmpdir(), `pm-bench-chat-${process.pid}`);
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const USERS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const QUESTIONS = [
  'How long will it take to heal?',
  'How do I do the wall sit?',
  'It hurts when I do the clamshell, should I stop?',
  'what equipment do I need?',
  'can I keep running?',
  'should I see a doctor?',
  "what's wrong with my knee?",
  'how many reps of the second exercise?',
];
const symptoms =
  'I am 34 and have had pain at the front of my right knee around the kneecap for 3 weeks since I increased my running. It hurts going down stairs and after sitting for a long time in the cinema. No swelling, no locking, no giving way.';

async function proUser(n) {
  const { cookie, email } = await signedInUser({ origin, dataDir, label: `bench-chat-${n}` });
  await setTier(email, 'pro', { DATA_DIR: dataDir });
  const headers = { 'content-type': 'application/json', origin };
  const save = await fetch(`${origin}/api/assessments`, {
    method: 'POST',
    headers: { ...headers, cookie },
    body: JSON.stringify({
      assessmentId: null,
      symptoms,
      painLocations: ['Right knee'],
      bodyDiagramImage: null,
    }),
  });
  if (save.status !== 201) throw new Error(`save failed: ${save.status}`);
  return { cookie, id: (await save.json()).assessment.id };
}

/** One question: ms to the first delta line and to the end of the reply. */
async function ask(user, content) {
  const start = performance.now();
  const res = await fetch(`${origin}/api/assessment-chat`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, cookie: user.cookie },
    body: JSON.stringify({ assessmentId: user.id, messages: [{ role: 'user', content }] }),
  });
  if (!res.ok) throw new Error(`chat ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let first;
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffer += value;
    if (first === undefined && buffer.includes('"type":"delta"')) first = performance.now() - start;
  }
  return { first: first ?? Number.NaN, total: performance.now() - start };
}

const { stop, pid } = await startServer({
  port,
  dataDir,
  env: {
    ASSESSMENT_SAVES_PER_MINUTE: '100000',
    CHAT_MESSAGES_PER_10_MINUTES: '100000000',
    CHAT_MESSAGES_PER_DAY: '100000000',
    AI_BASE_URL: '',
  },
});

try {
  const users = [];
  for (let n = 0; n < USERS; n++) users.push(await proUser(n));
  // Warm-up: one question each.
  await Promise.all(users.map((u) => ask(u, QUESTIONS[0])));
  const firsts = [];
  const totals = [];
  const until = performance.now() + DURATION * 1000;
  const began = performance.now();
  const cpuBefore = cpuTimeMs(pid);
  await Promise.all(
    users.map(async (u, i) => {
      for (let q = i; performance.now() < until; q++) {
        const r = await ask(u, QUESTIONS[q % QUESTIONS.length]);
        firsts.push(r.first);
        totals.push(r.total);
      }
    }),
  );
  const seconds = (performance.now() - began) / 1000;
  const cpu = cpuTimeMs(pid) - cpuBefore;
  const f = (x) => `${x.toFixed(1).padStart(6)} ms`;
  console.info(
    `PhysioMate AI, built-in assistant, ${USERS} concurrent users, ${DURATION} s, embedded database`,
  );
  console.info(`replies:              ${totals.length} (${(totals.length / seconds).toFixed(1)} replies/s)`);
  console.info(
    `time to first delta:  p50 ${f(percentile(firsts, 50))}   p99 ${f(percentile(firsts, 99))}   (target p99 < 50 ms)`,
  );
  console.info(`time to whole reply:  p50 ${f(percentile(totals, 50))}   p99 ${f(percentile(totals, 99))}`);
  console.info(
    `server CPU:           ${(cpu / totals.length).toFixed(1)} ms per reply (${((cpu / 1000 / seconds) * 100).toFixed(0)}% of a core); load average ${loadAverage()}`,
  );
} finally {
  await stop();
  rmSync(dataDir, { recursive: true, force: true });
}
