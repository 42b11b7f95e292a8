// @vitest-environment jsdom
import type { AssessmentSummary, Recommendation } from '@physiomate/shared';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { displaySummary } from '../lib/result-view';
import { AssessmentCard } from './assessment-card';
import { SummaryCard } from './summary-card';

/**
 * What the Assessment Summary card and a My Assessments card show for a result written by engine
 * 2.0.0 (points as fields) and for one saved before (points as bullet lines of the summary): the
 * same page either way.
 */

const NARRATIVE = 'Your description of pain in your right knee fits best with patellofemoral pain.';
const base: Recommendation = {
  summary: NARRATIVE,
  summary_points: [
    { id: 'likely_cause', text: 'Running' },
    { id: 'duration', text: 'about 3 weeks (recent, under 6 weeks)' },
    { id: 'suspected_issue', text: 'Patellofemoral pain' },
  ],
  stage: 'acute',
  clinical_narrative: null,
  exercises: [],
  lifestyle: [],
  products: [],
  identified_pain_areas: ['Right knee'],
  identified_regions: ['knee-right'],
  conditions: [],
  triage: { level: 'self-care', red_flags: [], message: '' },
  key_issues: [],
  treatment_focus: [],
  prognosis: '',
  engine_version: '2.0.0',
};
const { summary_points: _points, stage: _stage, ...withoutPoints } = base;
const legacy: Recommendation = {
  ...withoutPoints,
  summary: `${NARRATIVE}\n\n• Likely cause: Running\n• Duration: about 3 weeks (recent, under 6 weeks)\n• Suspected issue: Patellofemoral pain`,
  engine_version: '1.0.0',
};

/** The text of each element with the given tag, in order, tags inside it removed. */
function texts(html: string, tag: string): string[] {
  return [...html.matchAll(new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g'))].map((m) =>
    (m[1] ?? '').replace(/<[^>]+>/g, '').trim(),
  );
}

function summaryCard(rec: Recommendation): string {
  return renderToStaticMarkup(
    <SummaryCard rec={rec} summary={displaySummary(rec)} canDelete={false} onDeleteSymptom={() => {}} />,
  );
}

describe('the Assessment Summary card', () => {
  it.each([
    ['the structured points', base],
    ['an old result', legacy],
  ])('shows the narrative and each labelled point once, from %s', (_name, rec) => {
    const html = summaryCard(rec);
    expect(texts(html, 'p')).toEqual([NARRATIVE]);
    expect(texts(html, 'li').slice(0, 3)).toEqual([
      'Likely cause: Running',
      'Duration: about 3 weeks (recent, under 6 weeks)',
      'Suspected issue: Patellofemoral pain',
    ]);
    expect(html).not.toContain('•');
  });

  it.each([
    ['the structured points', base],
    ['an old result', legacy],
  ])('with a red flag, from %s: no narrative, cause or suspected condition', (_name, rec) => {
    const flagged: Recommendation = {
      ...rec,
      triage: { level: 'urgent', red_flags: ['fracture'], message: '' },
    };
    const html = summaryCard(flagged);
    expect(texts(html, 'p')).toEqual([]);
    expect(html).not.toMatch(/Likely cause|Suspected issue|patellofemoral/i);
    expect(texts(html, 'li')[0]).toBe('Duration: about 3 weeks (recent, under 6 weeks)');
  });
});

describe('a My Assessments card', () => {
  const item = (summary: string, summaryPoints: AssessmentSummary['summaryPoints']): AssessmentSummary => ({
    id: '7b0c9a52-6d1e-4c61-9d43-0a4c2a7f5e11',
    createdAt: '2025-06-01T10:00:00.000Z',
    symptomsPreview: 'The front of my right knee…',
    summary,
    summaryPoints,
    identifiedPainAreas: ['Right knee'],
    exerciseNames: [],
    products: [],
    triageLevel: 'self-care',
  });
  const card = (assessment: AssessmentSummary) =>
    renderToStaticMarkup(
      <MemoryRouter>
        <AssessmentCard assessment={assessment} onDelete={() => {}} />
      </MemoryRouter>,
    );

  it('shows the narrative alone, for a structured result and an old one', () => {
    for (const html of [
      card(item(base.summary, base.summary_points ?? null)),
      card(item(legacy.summary, null)),
    ]) {
      const dd = texts(html, 'dd')[0];
      expect(dd).toBe(NARRATIVE);
    }
  });

  it('never strips lines from a structured summary that merely look like bullets', () => {
    const html = card(item('Two things:\n- rest when it flares', []));
    expect(texts(html, 'dd')[0]).toBe('Two things: - rest when it flares');
  });
});
