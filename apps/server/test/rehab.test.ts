import {
  addDays,
  FLARE_MESSAGES,
  isoDay,
  latestToday,
  REHAB_MESSAGES,
  sessionsPerWeek,
  weekStartOf,
} from '@physiomate/shared';
import { sql } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { encryptPlaintextColumns } from '../src/db/convert.ts';
import { listRehabExercises } from '../src/rehab/queries.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';
import { createUserRow } from './helpers/factories.ts';

const quiet = { log: () => {}, error: () => {}, info: () => {} };
/** A knee that has hurt for months: the engine gives a full plan of 5 (free sees 4). */
const knee = {
  assessmentId: null,
  symptoms:
    'My right knee has ached for four months since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. No swelling, it has never locked or given way.',
  painLocations: ['Right knee'],
};

type Rehab = { id: string; exerciseId: string; name: string; sourceAssessmentId: string | null };
const del = (c: Client, url: string) => c.request('DELETE', url);

describeEachDatabase('My Rehab over HTTP', ({ get }) => {
  const http = httpAppPerTest(get, { RECOMMENDATIONS_PER_MINUTE: '1000' });

  async function userWithPlan(email: string) {
    const client = await signedInClient(http.app, http.dir, email);
    const save = await client.post('/api/assessments', knee);
    expect(save.statusCode).toBe(201);
    const body = save.json();
    return {
      client,
      assessmentId: body.assessment.id as string,
      visible: body.recommendations.exercises as { id: string; name: string; steps: string[] }[],
      hidden: (body.hiddenExercises ?? 0) as number,
    };
  }

  it('needs sign-in for every route', async () => {
    const anon = new Client(http.app);
    for (const [method, url] of [
      ['GET', '/api/rehab/exercises'],
      ['POST', '/api/rehab/exercises'],
      ['GET', '/api/rehab/logs'],
      ['POST', '/api/rehab/logs'],
    ] as const) {
      expect((await anon.request(method, url, method === 'POST' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it('free: add all adds the 4 exercises they see, copied from the stored plan; twice adds nothing', async () => {
    const { client, assessmentId, visible, hidden } = await userWithPlan('ana@physiomate.http.app');
    expect(visible).toHaveLength(4);
    expect(hidden).toBeGreaterThan(0);

    const first = await client.post('/api/rehab/exercises', { assessmentId });
    expect(first.statusCode).toBe(201);
    expect(first.json().added.map((e: Rehab) => e.exerciseId)).toEqual(visible.map((e) => e.id));
    const again = await client.post('/api/rehab/exercises', { assessmentId });
    expect(again.statusCode).toBe(200);
    expect(again.json().added).toEqual([]);

    const list = (await client.get('/api/rehab/exercises')).json().exercises;
    expect(list.map((e: Rehab) => e.name)).toEqual(visible.map((e) => e.name));
    expect(list[0]).toMatchObject({
      sourceAssessmentId: assessmentId,
      steps: visible[0]!.steps,
    });
    expect(list[0].frequency).not.toBe('');
    expect(list[0].duration).not.toBe('');
  });

  it('free: an exercise beyond the 4 they see cannot be added (the server reads the stored plan)', async () => {
    const { client, assessmentId } = await userWithPlan('ben@physiomate.http.app');
    await runAdmin(['set-tier', 'ben@physiomate.http.app', 'pro'], get().db, quiet);
    const full = (await client.get(`/api/assessments/${assessmentId}`)).json().recommendations.exercises;
    const fifth = full[4].id as string;
    await runAdmin(['set-tier', 'ben@physiomate.http.app', 'free'], get().db, quiet);

    const res = await client.post('/api/rehab/exercises', { assessmentId, exerciseIds: [fifth] });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(REHAB_MESSAGES.unknownExercise);
    // Mixed with a visible one: nothing half-written.
    const mixed = await client.post('/api/rehab/exercises', {
      assessmentId,
      exerciseIds: [full[0].id, fifth],
    });
    expect(mixed.statusCode).toBe(400);
    expect((await client.get('/api/rehab/exercises')).json().exercises).toEqual([]);

    await runAdmin(['set-tier', 'ben@physiomate.http.app', 'pro'], get().db, quiet);
    const pro = await client.post('/api/rehab/exercises', { assessmentId, exerciseIds: [fifth] });
    expect(pro.statusCode).toBe(201);
    expect(pro.json().added[0].name).toBe(full[4].name);
  });

  it('adds one exercise; content sent by the browser is ignored', async () => {
    const { client, assessmentId, visible } = await userWithPlan('cai@physiomate.http.app');
    const res = await client.post('/api/rehab/exercises', {
      assessmentId,
      exerciseIds: [visible[1]!.id],
      name: 'Injected',
      description: 'Not from the plan',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().exercises).toHaveLength(1);
    expect(res.json().exercises[0].name).toBe(visible[1]!.name);
    // Then add all: the one already there is not added again.
    const all = await client.post('/api/rehab/exercises', { assessmentId });
    expect(all.json().added).toHaveLength(3);
    expect(all.json().exercises).toHaveLength(4);
  });

  it('deleting the assessment keeps the exercises and drops the link', async () => {
    const { client, assessmentId } = await userWithPlan('dee@physiomate.http.app');
    await client.post('/api/rehab/exercises', { assessmentId });
    expect((await del(client, `/api/assessments/${assessmentId}`)).statusCode).toBe(204);
    const list = (await client.get('/api/rehab/exercises')).json().exercises as Rehab[];
    expect(list).toHaveLength(4);
    expect(list.every((e) => e.sourceAssessmentId === null)).toBe(true);
  });

  it("another user's assessment, exercise and log read as not found; nothing of theirs is touched", async () => {
    const owner = await userWithPlan('eve@physiomate.http.app');
    const other = await signedInClient(http.app, http.dir, 'fay@physiomate.http.app');
    const added = (
      await owner.client.post('/api/rehab/exercises', { assessmentId: owner.assessmentId })
    ).json().added as Rehab[];
    const today = isoDay(new Date());
    const log = (
      await owner.client.post('/api/rehab/logs', { rehabExerciseId: added[0]!.id, date: today })
    ).json();

    const steal = await other.post('/api/rehab/exercises', { assessmentId: owner.assessmentId });
    expect(steal.statusCode).toBe(404);
    expect((await del(other, `/api/rehab/exercises/${added[0]!.id}`)).statusCode).toBe(404);
    expect((await del(other, `/api/rehab/logs/${log.id}`)).statusCode).toBe(404);
    const foreignLog = await other.post('/api/rehab/logs', { rehabExerciseId: added[0]!.id, date: today });
    expect(foreignLog.statusCode).toBe(400);
    expect(foreignLog.json().error.message).toBe(REHAB_MESSAGES.notFound);
    expect((await other.get('/api/rehab/exercises')).json().exercises).toEqual([]);
    expect((await other.get('/api/rehab/logs')).json().logs).toEqual([]);
    expect((await owner.client.get('/api/rehab/exercises')).json().exercises).toHaveLength(4);
    expect((await owner.client.get('/api/rehab/logs')).json().logs).toHaveLength(1);

    // The log route checks the session itself (without the tier): a signed-out session, its cookie
    // replayed, logs nothing.
    const cookie = owner.client.cookieHeader();
    expect((await owner.client.post('/api/auth/sign-out', {})).statusCode).toBe(200);
    const replayed = await owner.client.request(
      'POST',
      '/api/rehab/logs',
      { rehabExerciseId: added[0]!.id, date: today },
      { cookie },
    );
    expect(replayed.statusCode).toBe(401);
    const rows = await get().db.execute(sql`select count(*)::int as n from rehab_logs`);
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('deletes an exercise (and its logs); a second delete is not found', async () => {
    const { client, assessmentId } = await userWithPlan('gus@physiomate.http.app');
    const added = (await client.post('/api/rehab/exercises', { assessmentId })).json().added as Rehab[];
    await client.post('/api/rehab/logs', { rehabExerciseId: added[0]!.id, date: isoDay(new Date()) });
    expect((await del(client, `/api/rehab/exercises/${added[0]!.id}`)).statusCode).toBe(204);
    expect((await del(client, `/api/rehab/exercises/${added[0]!.id}`)).statusCode).toBe(404);
    expect((await del(client, '/api/rehab/exercises/not-an-id')).statusCode).toBe(404);
    expect((await client.get('/api/rehab/exercises')).json().exercises).toHaveLength(3);
    expect((await client.get('/api/rehab/logs')).json().logs).toEqual([]);
  });

  it('logs a session today and on a past date, lists by range, and undoes', async () => {
    const { client, assessmentId } = await userWithPlan('hal@physiomate.http.app');
    const [a] = (await client.post('/api/rehab/exercises', { assessmentId })).json().added as Rehab[];
    const today = isoDay(new Date());
    const done = await client.post('/api/rehab/logs', {
      rehabExerciseId: a!.id,
      date: today,
      sets: 3,
      reps: 12,
      pain: 4,
      note: '  a little stiff at the start  ',
    });
    expect(done.statusCode).toBe(201);
    expect(done.json()).toMatchObject({
      date: today,
      sets: 3,
      reps: 12,
      pain: 4,
      note: 'a little stiff at the start',
    });
    const past = await client.post('/api/rehab/logs', { rehabExerciseId: a!.id, date: '2024-02-29' });
    expect(past.statusCode).toBe(201);
    expect(past.json()).toMatchObject({ date: '2024-02-29', sets: null, pain: null, note: null });

    expect((await client.get('/api/rehab/logs')).json().logs.map((l: { date: string }) => l.date)).toEqual([
      today,
      '2024-02-29',
    ]);
    const feb = (await client.get('/api/rehab/logs?from=2024-02-01&to=2024-02-29')).json().logs;
    expect(feb).toHaveLength(1);

    expect((await del(client, `/api/rehab/logs/${done.json().id}`)).statusCode).toBe(204);
    expect((await client.get('/api/rehab/logs')).json().logs).toHaveLength(1);
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const { client, assessmentId } = await userWithPlan('ivy@physiomate.http.app');
    const [a] = (await client.post('/api/rehab/exercises', { assessmentId })).json().added as Rehab[];
    const tomorrowEverywhere = isoDay(new Date(Date.parse(`${latestToday()}T00:00:00Z`) + 86_400_000));
    const cases: [Record<string, unknown>, string][] = [
      [{ date: '2022-12-31' }, REHAB_MESSAGES.badDate],
      [{ date: tomorrowEverywhere }, REHAB_MESSAGES.badDate],
      [{ date: '2024-02-30' }, REHAB_MESSAGES.badDate],
      [{ date: 'yesterday' }, REHAB_MESSAGES.badDate],
      [{ pain: 11 }, REHAB_MESSAGES.badPain],
      [{ pain: -1 }, REHAB_MESSAGES.badPain],
      [{ pain: 2.5 }, REHAB_MESSAGES.badPain],
      [{ note: 'x'.repeat(501) }, REHAB_MESSAGES.noteTooLong],
      [{ sets: 0 }, REHAB_MESSAGES.badCount],
      [{ rehabExerciseId: 'nope' }, REHAB_MESSAGES.notFound],
      [{ rehabExerciseId: '00000000-0000-4000-8000-000000000000' }, REHAB_MESSAGES.notFound],
    ];
    for (const [change, message] of cases) {
      const res = await client.post('/api/rehab/logs', {
        rehabExerciseId: a!.id,
        date: '2024-05-01',
        ...change,
      });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json().error.message, JSON.stringify(change)).toContain(message);
    }
    expect((await client.get('/api/rehab/logs')).json().logs).toEqual([]);
    // A note of exactly 500 characters and the calendar's first day are fine.
    const edge = await client.post('/api/rehab/logs', {
      rehabExerciseId: a!.id,
      date: '2023-01-01',
      pain: 10,
      note: 'y'.repeat(500),
    });
    expect(edge.statusCode).toBe(201);

    const badRange = await client.get('/api/rehab/logs?from=2020-01-01');
    expect(badRange.statusCode).toBe(400);
    const badAdd = await client.post('/api/rehab/exercises', { assessmentId: 'x' });
    expect(badAdd.statusCode).toBe(400);
  });

  it('stores names, descriptions and notes encrypted; export carries them; deletion erases them', async () => {
    const { client, assessmentId, visible } = await userWithPlan('jo@physiomate.http.app');
    const [a] = (await client.post('/api/rehab/exercises', { assessmentId })).json().added as Rehab[];
    await client.post('/api/rehab/logs', {
      rehabExerciseId: a!.id,
      date: isoDay(new Date()),
      note: 'knee felt swollen after',
    });
    const raw = await get().db.execute(
      sql`select e.exercise_name, e.description, e.details, l.note from user_rehab_exercises e join rehab_logs l on l.rehab_exercise_id = e.id`,
    );
    const row = (raw as unknown as { rows: Record<string, string>[] }).rows[0]!;
    for (const value of Object.values(row)) expect(value).toMatch(/^v2:/);
    expect(JSON.stringify(row)).not.toContain(visible[0]!.name);
    expect(JSON.stringify(row)).not.toContain('swollen');

    const exported = (await client.get('/api/account/export')).json();
    expect(exported.rehabExercises.map((e: { exerciseName: string }) => e.exerciseName).sort()).toEqual(
      visible.map((e) => e.name).sort(),
    );
    expect(exported.rehabLogs[0].note).toBe('knee felt swollen after');

    const gone = await client.post('/api/account/delete', { confirm: 'DELETE', password: 'correct horse' });
    expect(gone.statusCode).toBe(200);
    const left = await get().db.execute(
      sql`select (select count(*) from user_rehab_exercises)::int as e, (select count(*) from rehab_logs)::int as l`,
    );
    expect((left as unknown as { rows: { e: number; l: number }[] }).rows[0]).toEqual({ e: 0, l: 0 });
  });

  it('a name or description stored in plaintext before 0006 is encrypted at start and reads back', async () => {
    const { db } = get();
    const user = await createUserRow(db);
    await db.execute(
      sql`insert into user_rehab_exercises (user_id, exercise_name, description)
          values (${user.id}, 'Quokka knee bend', 'Bend the quokka knee')`,
    );
    expect(await encryptPlaintextColumns(db)).toBe(2);
    const raw = await db.execute(sql`select exercise_name, description from user_rehab_exercises`);
    expect(JSON.stringify((raw as unknown as { rows: unknown[] }).rows)).not.toContain('Quokka');
    const [row] = await listRehabExercises(db, user.id);
    expect(row).toMatchObject({ exerciseName: 'Quokka knee bend', description: 'Bend the quokka knee' });
    expect(await encryptPlaintextColumns(db)).toBe(0);
  });

  it('check-ins: one a week (the second replaces the first), MCID notes at 2 points, activity names encrypted', async () => {
    const { client } = await userWithPlan('lou@physiomate.http.app');
    const post = (date: string, pain: number, scores: number[]) =>
      client.post('/api/rehab/checkins', {
        date,
        pain,
        activities: scores.map((score, i) => ({
          name: ['Climbing stairs', 'Kneeling', 'Running'][i],
          score,
        })),
      });
    expect((await post('2026-01-05', 7, [2, 3, 4])).statusCode).toBe(201);
    const progress = async (today: string) => (await client.get(`/api/rehab/progress?today=${today}`)).json();
    // One point better: not yet meaningful.
    await post('2026-01-12', 6, [3, 4, 5]);
    expect((await progress('2026-01-12')).notes).toEqual([]);
    // Same week again: replaces it. Pain 5 (2 lower) and PSFS mean 3 -> 5 (2 higher): both meaningful.
    await post('2026-01-14', 5, [4, 5, 6]);
    const p = await progress('2026-01-14');
    expect(p.checkins.map((c: { date: string }) => c.date)).toEqual(['2026-01-05', '2026-01-14']);
    expect(p.checkins[1]).toMatchObject({ weekStart: '2026-01-12', pain: 5, psfsMean: 5 });
    expect(p.notes).toHaveLength(2);
    expect(p.notes[0]).toMatch(/pain is 2 points lower.*meaningful improvement/);
    expect(p.notes[1]).toMatch(/activities score 2 points better.*meaningful improvement/);
    // Worse by 2: said plainly too.
    await post('2026-01-21', 9, [1, 1, 1]);
    const worse = (await progress('2026-01-21')).notes;
    expect(worse[0]).toMatch(/pain is 2 points higher/);
    expect(worse[1]).toMatch(/2 points worse/);

    const raw = await get().db.execute(sql`select activities from rehab_checkins`);
    expect(JSON.stringify((raw as unknown as { rows: unknown[] }).rows)).not.toContain('Kneeling');
    const exported = (await client.get('/api/account/export')).json();
    expect(exported.rehabCheckins).toHaveLength(3);
    expect(exported.rehabCheckins[0].activities[1].name).toBe('Kneeling');

    for (const [body, message] of [
      [{ date: '2026-01-21', pain: 11, activities: [] }, REHAB_MESSAGES.badPain],
      [{ date: '2022-01-01', pain: 1, activities: [] }, REHAB_MESSAGES.badDate],
      [{ date: '2026-01-21', pain: 1, activities: [{ name: 'Stairs', score: 11 }] }, 'Scores must be'],
      [{ date: '2026-01-21', pain: 1, activities: [{ name: '  ', score: 1 }] }, 'Please name the activity'],
      [
        { date: '2026-01-21', pain: 1, activities: ['a', 'b', 'c', 'd'].map((name) => ({ name, score: 1 })) },
        'Up to 3 activities.',
      ],
    ] as const) {
      const res = await client.post('/api/rehab/checkins', body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.message).toContain(message);
    }
  });

  it('progress: 8 weeks of sessions done against planned from each frequency, the pain trend, a re-assessment hint', async () => {
    const { client, assessmentId } = await userWithPlan('max@physiomate.http.app');
    const added = (await client.post('/api/rehab/exercises', { assessmentId })).json().added as (Rehab & {
      frequency: string;
    })[];
    const today = isoDay(new Date());
    const perWeek = added.reduce((sum, e) => sum + sessionsPerWeek(e.frequency), 0);
    const log = (date: string, pain?: number) =>
      client.post('/api/rehab/logs', {
        rehabExerciseId: added[0]!.id,
        date,
        ...(pain === undefined ? {} : { pain }),
      });
    const lastWeek = addDays(weekStartOf(today), -7);
    await log(lastWeek, 2);
    await log(addDays(lastWeek, 1), 3);
    await log(today, 3);
    await log(today, 4);

    const p = (await client.get(`/api/rehab/progress?today=${today}`)).json();
    expect(p.weeks).toHaveLength(8);
    expect(p.weeks.at(-1).weekStart).toBe(weekStartOf(today));
    expect(p.weeks.at(-1).done).toBe(2);
    expect(p.weeks.at(-2).done).toBe(2);
    // Added today: planned for today only this week, nothing before it was added.
    expect(p.weeks.at(-1).planned).toBe(Math.round(perWeek / 7));
    expect(p.weeks.at(-2).planned).toBe(0);
    // The day's highest pain, oldest first.
    expect(p.pain).toEqual([
      { date: lastWeek, pain: 2 },
      { date: addDays(lastWeek, 1), pain: 3 },
      { date: today, pain: 4 },
    ]);
    expect(p.reassess).toBeNull();

    // A rise of 3 within a week suggests a new assessment; so does pain above 7. (The week before
    // today: last week's Monday and Tuesday fall outside it from Wednesday on, so a rating 3 days ago.)
    await log(addDays(today, -3), 3);
    await log(today, 6);
    expect((await client.get(`/api/rehab/progress?today=${today}`)).json().reassess.reason).toMatch(
      /rose from 2 to 6|rose from 3 to 6/,
    );
    await log(today, 8);
    expect((await client.get(`/api/rehab/progress?today=${today}`)).json().reassess.reason).toMatch(
      /8 out of 10/,
    );
    expect((await client.get('/api/rehab/progress?today=2021-01-01')).statusCode).toBe(400);
  });

  it("a note with words that raise a red flag answers with the engine's emergency message", async () => {
    const { client, assessmentId } = await userWithPlan('ned@physiomate.http.app');
    const [a] = (await client.post('/api/rehab/exercises', { assessmentId })).json().added as Rehab[];
    const date = isoDay(new Date());
    const plain = await client.post('/api/rehab/logs', {
      rehabExerciseId: a!.id,
      date,
      note: 'a bit stiff, fine after',
    });
    expect(plain.json().alert).toBeNull();
    const flagged = await client.post('/api/rehab/logs', {
      rehabExerciseId: a!.id,
      date,
      note: 'Crushing chest pain spreading to my left arm while doing the exercise',
    });
    expect(flagged.statusCode).toBe(201);
    expect(flagged.json().alert).toMatchObject({
      level: 'emergency',
      message: expect.stringMatching(/emergency number now/),
    });
    // The log is kept (the person did the session); the alert is not stored with it.
    const logs = (await client.get('/api/rehab/logs')).json().logs;
    expect(logs).toHaveLength(2);
    expect(logs[0].alert).toBeUndefined();
  });

  it('flare-up: 3 days of the engine’s gentler set with advice, then asks how it went; owner only', async () => {
    const anon = await signedInClient(http.app, http.dir, 'ola@physiomate.http.app');
    const none = await anon.post('/api/rehab/flare-up', { today: '2026-03-02' });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(FLARE_MESSAGES.noAssessment);

    const { client, assessmentId } = await userWithPlan('pia@physiomate.http.app');
    await runAdmin(['set-tier', 'pia@physiomate.http.app', 'pro'], get().db, quiet);
    const usual = (await client.get(`/api/assessments/${assessmentId}`)).json().recommendations.exercises;
    await client.post('/api/rehab/exercises', { assessmentId });
    const start = await client.post('/api/rehab/flare-up', { today: '2026-03-02' });
    expect(start.statusCode).toBe(201);
    const flare = start.json();
    expect(flare).toMatchObject({ startedOn: '2026-03-02', endsOn: '2026-03-04', outcome: null });
    // The engine's dosing for severe pain: fewer exercises than the usual plan, each with its pain rule.
    expect(usual.length).toBe(5);
    expect(flare.exercises.length).toBeLessThan(usual.length);
    expect(flare.exercises.length).toBeGreaterThanOrEqual(3);
    expect(flare.exercises.every((e: { painRule: string | null }) => e.painRule)).toBe(true);
    expect(flare.advice.length).toBeGreaterThan(0);

    const state = async (today: string) => (await client.get(`/api/rehab/flare-up?today=${today}`)).json();
    for (const day of ['2026-03-02', '2026-03-03', '2026-03-04']) {
      expect((await state(day)).active?.id, day).toBe(flare.id);
    }
    const after = await state('2026-03-05');
    expect(after.active).toBeNull();
    expect(after.askOutcome.id).toBe(flare.id);

    const other = await signedInClient(http.app, http.dir, 'quin@physiomate.http.app');
    expect(
      (await other.post(`/api/rehab/flare-up/${flare.id}/outcome`, { outcome: 'better' })).statusCode,
    ).toBe(404);
    expect((await other.get('/api/rehab/flare-up?today=2026-03-03')).json().active).toBeNull();
    expect(
      (await client.post(`/api/rehab/flare-up/${flare.id}/outcome`, { outcome: 'meh' })).statusCode,
    ).toBe(400);
    const answered = await client.post(`/api/rehab/flare-up/${flare.id}/outcome`, { outcome: 'worse' });
    expect(answered.json().outcome).toBe('worse');
    expect(await state('2026-03-05')).toEqual({ active: null, askOutcome: null });

    const raw = await get().db.execute(sql`select exercises from rehab_flare_ups`);
    expect(JSON.stringify((raw as unknown as { rows: unknown[] }).rows)).not.toContain(
      flare.exercises[0].name,
    );
    expect((await client.get('/api/account/export')).json().rehabFlareUps[0].outcome).toBe('worse');
  });

  it('two add-all requests at once add each exercise once', async () => {
    const { client, assessmentId } = await userWithPlan('kit@physiomate.http.app');
    const [x, y] = await Promise.all([
      client.post('/api/rehab/exercises', { assessmentId }),
      client.post('/api/rehab/exercises', { assessmentId }),
    ]);
    expect([x.statusCode, y.statusCode].sort()).toEqual([200, 201]);
    expect((await client.get('/api/rehab/exercises')).json().exercises).toHaveLength(4);
  });
});
