import { ASSESSMENT_MESSAGES, RESULT_MESSAGES, recommendationSchema } from '@physiomate/shared';
import { expect, it } from 'vitest';
import { runAdmin } from '../src/admin/commands.ts';
import { httpAppPerTest } from './helpers/app.ts';
import { Client, signedInClient } from './helpers/auth.ts';
import { describeEachDatabase } from './helpers/db.ts';

const knee = {
  assessmentId: null,
  symptoms:
    'My right knee has ached for three weeks since I started running again. It hurts around the kneecap going down stairs and after sitting through a long film. No swelling, it has never locked or given way.',
  painLocations: ['Right knee'],
};
const quiet = { log: () => {}, error: () => {}, info: () => {} };
const PNG_1PX =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describeEachDatabase('recommendations and saved assessments over HTTP', ({ get }) => {
  const http = httpAppPerTest(get, { RECOMMENDATIONS_PER_MINUTE: '1000' });

  it('free: the first 4 exercises and the count of the rest, never the rest; an upgrade shows all', async () => {
    const dana = await signedInClient(http.app, http.dir, 'dana@physiomate.http.app');
    // A knee that has hurt for months: a full plan of 5 (a recent one gets 4, all shown).
    const save = await dana.post('/api/assessments', {
      ...knee,
      symptoms: knee.symptoms.replace('for three weeks', 'for four months'),
    });
    expect(save.statusCode).toBe(201);
    const total = save.json().recommendations.exercises.length + (save.json().hiddenExercises ?? 0);
    expect(total).toBeGreaterThan(4);
    const id = save.json().assessment.id as string;
    const names = (res: { json: () => { recommendations: { exercises: { name: string }[] } } }) =>
      res.json().recommendations.exercises.map((e) => e.name);

    for (const res of [save, await dana.get(`/api/assessments/${id}`)]) {
      expect(names(res)).toHaveLength(4);
      expect(res.json().hiddenExercises).toBe(total - 4);
    }
    const list = await dana.get('/api/assessments');
    expect(list.json().assessments[0].exerciseNames).toEqual(names(save));

    await runAdmin(['set-tier', 'dana@physiomate.http.app', 'pro'], get().db, quiet);
    const full = await dana.get(`/api/assessments/${id}`);
    expect(names(full)).toHaveLength(total);
    expect(names(full).slice(0, 4)).toEqual(names(save));
    expect(full.json().hiddenExercises).toBeUndefined();
    expect((await dana.get('/api/assessments')).json().assessments[0].exerciseNames).toHaveLength(total);
  });

  it('answers an anonymous recommendation that matches the contract and stores nothing', async () => {
    // An older client still sends a picture of the diagram: it is ignored (the pain locations are
    // what the diagram marks), not refused.
    const res = await new Client(http.app).post('/api/recommendations', {
      ...knee,
      bodyDiagramImage: PNG_1PX,
    });
    expect(res.statusCode).toBe(200);
    const rec = recommendationSchema.parse(res.json());
    expect(rec.identified_regions).toContain('knee-right');
    expect(rec.exercises.length).toBeGreaterThanOrEqual(4);
    const list = await new Client(http.app).get('/api/assessments');
    expect(list.statusCode).toBe(401);
  });

  it("reads a month in the text from the server's date, never from a date the browser sends", async () => {
    const res = await new Client(http.app).post('/api/recommendations', {
      symptoms:
        'My right knee has ached since January, worse on the stairs and when kneeling down to weed the garden, and it feels stiff after sitting.',
      painLocations: ['Right knee'],
    });
    expect(res.statusCode).toBe(200);
    const rec = recommendationSchema.parse(res.json());
    const now = new Date();
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const days = (today - Date.UTC(now.getUTCFullYear(), 0, 1)) / 86_400_000;
    expect(rec.findings?.sinceDays).toBe(Math.max(days, 0.3));
    const dated = await new Client(http.app).post('/api/recommendations', {
      symptoms:
        'My right knee has ached since January, worse on the stairs and when kneeling down to weed the garden, and it feels stiff after sitting.',
      painLocations: ['Right knee'],
      writtenOn: '1999-01-02',
    });
    // the body's schema takes no date: an extra field is dropped, and the server's date is used
    expect(dated.statusCode).toBe(200);
    expect(recommendationSchema.parse(dated.json()).findings?.sinceDays).toBe(Math.max(days, 0.3));
  });

  it("re-runs the engine with corrections to 'What we understood'", async () => {
    const client = new Client(http.app);
    const first = recommendationSchema.parse((await client.post('/api/recommendations', knee)).json());
    expect(first.findings?.started.map((c) => c.id)).toContain('running');
    const res = await client.post('/api/recommendations', {
      ...knee,
      corrections: { remove: ['running'], add: [], sinceDays: 200 },
    });
    expect(res.statusCode).toBe(200);
    const corrected = recommendationSchema.parse(res.json());
    expect(corrected.findings?.started.map((c) => c.id)).not.toContain('running');
    expect(corrected.findings?.sinceDays).toBe(200);
    expect(corrected.summary_points).toContainEqual({
      id: 'duration',
      text: 'about 7 months (persistent, over 6 weeks)',
    });
    expect(corrected.stage).toBe('persistent');
  });

  it('validates every field in turn with a clear message', async () => {
    const client = new Client(http.app);
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ ...knee, symptoms: 'too short' }, /at least 100/],
      [{ ...knee, symptoms: `   ${'a'.repeat(60)}   ${' '.repeat(60)}` }, /at least 100/],
      [{ ...knee, symptoms: 'x'.repeat(5001) }, /under 5000/],
      [{ ...knee, symptoms: 42 }, /symptoms/],
      [{ ...knee, painLocations: [] }, /at least one pain area/],
      [{ ...knee, painLocations: 'Right knee' }, /painLocations/],
      [{ ...knee, painLocations: Array.from({ length: 41 }, (_, i) => `Area ${i}`) }, /at most 40/],
      [{ ...knee, corrections: { sinceDays: -3 } }, /cannot be negative/],
      [{ ...knee, corrections: { sinceDays: 2.5 } }, /whole number/],
      [{ ...knee, corrections: { remove: ['Running!'] } }, /lower-case letters/],
    ];
    for (const [payload, message] of cases) {
      const res = await client.post('/api/recommendations', payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
      expect(res.json().error.message).toMatch(message);
    }
  });

  it('refuses a body over 1 MB with 413 and the one error shape', async () => {
    const res = await new Client(http.app).post('/api/recommendations', {
      ...knee,
      symptoms: 'a'.repeat(1024 * 1024 + 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: { code: 'payload_too_large', message: 'The request is too large.' },
    });
  });

  it('limits anonymous recommendations per IP', async () => {
    await http.restart({ RECOMMENDATIONS_PER_MINUTE: '2' });
    const client = new Client(http.app, '10.9.9.9');
    expect((await client.post('/api/recommendations', knee)).statusCode).toBe(200);
    expect((await client.post('/api/recommendations', knee)).statusCode).toBe(200);
    const limited = await client.post('/api/recommendations', knee);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many requests/);
    expect((await new Client(http.app, '10.9.9.10').post('/api/recommendations', knee)).statusCode).toBe(200);
  });

  it('limits saves per account on the verified user, whatever the Cookie header claims and whichever the address', async () => {
    await http.restart({ ASSESSMENT_SAVES_PER_MINUTE: '2' });
    const saver = await signedInClient(http.app, http.dir, 'saver@physiomate.http.app');
    const body = { ...knee, assessmentId: null };
    expect((await saver.post('/api/assessments', body)).statusCode).toBe(201);
    expect((await saver.post('/api/assessments', body)).statusCode).toBe(201);
    const limited = await saver.post('/api/assessments', body);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.message).toMatch(/Too many saves/);
    // A made-up session cookie in front of the real one does not open a fresh allowance.
    for (const fake of ['fake1', 'fake2']) {
      const res = await saver.request('POST', '/api/assessments', body, {
        cookie: `x.session_token=${fake}; ${saver.cookieHeader()}`,
      });
      expect(res.statusCode).toBe(429);
    }
    // Nor does another address, and another account has its own allowance.
    const elsewhere = new Client(http.app, '10.8.8.8');
    for (const [k, v] of saver.cookies) elsewhere.cookies.set(k, v);
    expect((await elsewhere.post('/api/assessments', body)).statusCode).toBe(429);
    const other = await signedInClient(http.app, http.dir, 'other.saver@physiomate.http.app');
    expect((await other.post('/api/assessments', body)).statusCode).toBe(201);
  });

  it('saves for a signed-in user, lists newest first, reads and deletes only their own', async () => {
    const alice = await signedInClient(http.app, http.dir, 'alice@physiomate.http.app');
    const bob = await signedInClient(
      http.app,
      http.dir,
      'bob@physiomate.http.app',
      'correct horse',
      '10.0.0.2',
    );

    const saved = await alice.post('/api/assessments', knee);
    expect(saved.statusCode).toBe(201);
    const { assessment, recommendations } = saved.json();
    expect(assessment.symptoms).toBe(knee.symptoms);
    expect(recommendations.identified_pain_areas).toContain('Right knee');

    const list = await alice.get('/api/assessments');
    expect(list.json().assessments).toHaveLength(1);
    expect(list.json().assessments[0]).toMatchObject({
      id: assessment.id,
      identifiedPainAreas: ['Right knee'],
      symptomsPreview: `${knee.symptoms.slice(0, 100)}…`,
    });

    expect((await alice.get(`/api/assessments/${assessment.id}`)).json().assessment.id).toBe(assessment.id);
    // Bob can neither see, read, edit nor delete Alice's assessment: it does not exist for him.
    expect((await bob.get('/api/assessments')).json().assessments).toEqual([]);
    const read = await bob.get(`/api/assessments/${assessment.id}`);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe(ASSESSMENT_MESSAGES.notFound);
    expect((await bob.request('DELETE', `/api/assessments/${assessment.id}`)).statusCode).toBe(404);
    await runAdmin(['set-tier', 'bob@physiomate.http.app', 'pro'], get().db, quiet);
    const edit = await bob.request('PATCH', `/api/assessments/${assessment.id}/recommendations`, {
      removeExercises: [recommendations.exercises[0].id],
    });
    expect(edit.statusCode).toBe(404);
    expect((await alice.get(`/api/assessments/${assessment.id}`)).statusCode).toBe(200);

    expect((await alice.get('/api/assessments/not-a-uuid')).statusCode).toBe(404);
    expect((await alice.request('DELETE', `/api/assessments/${assessment.id}`)).statusCode).toBe(204);
    expect((await alice.get(`/api/assessments/${assessment.id}`)).statusCode).toBe(404);
  });

  it("stores corrections to 'What we understood' for the owner on any tier, and nobody else", async () => {
    const erin = await signedInClient(http.app, http.dir, 'erin@physiomate.http.app');
    const fred = await signedInClient(
      http.app,
      http.dir,
      'fred@physiomate.http.app',
      'correct horse',
      '10.0.0.3',
    );
    const { assessment, recommendations } = (await erin.post('/api/assessments', knee)).json();
    expect(recommendations.findings.started.map((c: { id: string }) => c.id)).toContain('running');

    const url = `/api/assessments/${assessment.id}/understood`;
    const corrections = { remove: ['running'], add: ['squatting'], sinceDays: 120 };
    expect((await fred.request('PUT', url, corrections)).statusCode).toBe(404);
    const bad = await erin.request('PUT', url, { remove: ['running'], sinceDays: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toMatch(/cannot be negative/);

    // A free user may correct what we understood (it is not a deletion).
    const res = await erin.request('PUT', url, corrections);
    expect(res.statusCode).toBe(200);
    const corrected = recommendationSchema.parse(res.json().recommendations);
    expect(corrected.findings?.started.map((c) => c.id)).not.toContain('running');
    expect(corrected.findings?.worse.map((c) => c.id)).toContain('squatting');
    expect(corrected.summary_points).toContainEqual({
      id: 'duration',
      text: 'about 4 months (persistent, over 6 weeks)',
    });

    // Stored: a reload shows the corrected reading.
    const reloaded = recommendationSchema.parse(
      (await erin.get(`/api/assessments/${assessment.id}`)).json().recommendations,
    );
    expect(reloaded.findings?.sinceDays).toBe(120);
    expect(reloaded.summary).toBe(corrected.summary);
    expect(reloaded.summary_points).toEqual(corrected.summary_points);

    // A second correction adds to the first: running stays removed, squatting stays added.
    const again = await erin.request('PUT', url, { remove: ['squatting'], add: ['running'] });
    const both = recommendationSchema.parse(again.json().recommendations);
    expect(both.findings?.started.map((c) => c.id)).toContain('running');
    expect(both.findings?.worse.map((c) => c.id)).not.toContain('squatting');
    expect(both.findings?.sinceDays).toBe(120);
    const third = await erin.request('PUT', url, { remove: ['running'] });
    const latest = recommendationSchema.parse(third.json().recommendations);
    expect(latest.findings?.started.map((c) => c.id)).not.toContain('running');
    expect(latest.findings?.sinceDays).toBe(120);
  });

  it('enforces the tier caps over HTTP: free replaces, pro stops at 5 with 409', async () => {
    const carol = await signedInClient(http.app, http.dir, 'carol@physiomate.http.app');
    const first = (await carol.post('/api/assessments', knee)).json();
    const second = (await carol.post('/api/assessments', knee)).json();
    const list = (await carol.get('/api/assessments')).json().assessments;
    expect(list.map((a: { id: string }) => a.id)).toEqual([second.assessment.id]);
    expect(first.assessment.id).not.toBe(second.assessment.id);

    await runAdmin(['set-tier', 'carol@physiomate.http.app', 'pro'], get().db, quiet);
    for (let i = 0; i < 4; i++) expect((await carol.post('/api/assessments', knee)).statusCode).toBe(201);
    const refused = await carol.post('/api/assessments', knee);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({ code: 'conflict', message: ASSESSMENT_MESSAGES.proLimit });
  });

  it('regenerates a plan when a pro user removes items; free users cannot', async () => {
    const dan = await signedInClient(http.app, http.dir, 'dan@physiomate.http.app');
    const { assessment, recommendations } = (await dan.post('/api/assessments', knee)).json();
    const url = `/api/assessments/${assessment.id}/recommendations`;
    const removed = recommendations.exercises[0];

    const forbidden = await dan.request('PATCH', url, { removeExercises: [removed.id] });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json().error.message).toBe(RESULT_MESSAGES.freeCannotDelete);

    await runAdmin(['set-tier', 'dan@physiomate.http.app', 'pro'], get().db, quiet);
    const edited = await dan.request('PATCH', url, {
      removeExercises: [removed.id],
      removeLifestyle: [recommendations.lifestyle[0]],
    });
    expect(edited.statusCode).toBe(200);
    const after = edited.json().recommendations;
    expect(after.exercises.map((e: { id: string }) => e.id)).not.toContain(removed.id);
    expect(after.lifestyle).not.toContain(recommendations.lifestyle[0]);
    // Stored: a fresh read shows the regenerated plan.
    const reread = (await dan.get(`/api/assessments/${assessment.id}`)).json().recommendations;
    expect(reread.exercises).toEqual(after.exercises);

    const badArea = await dan.request('PATCH', url, { removePainAreas: ['Left elbow'] });
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json().error.message).toBe(RESULT_MESSAGES.invalidSymptomIndex);
    const nothing = await dan.request('PATCH', url, {});
    expect(nothing.statusCode).toBe(400);
  });
});
