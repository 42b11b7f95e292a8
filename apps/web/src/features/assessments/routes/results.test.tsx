// @vitest-environment jsdom
import { SAFETY_MESSAGES } from '@physiomate/shared';
import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { recommendation, savedAssessment, WALL_SIT } from '@/testing/fixtures';
import { renderScreen } from '@/testing/render';
import { server, sessionIs, signedInAs } from '@/testing/server';
import ResultsRoute, { type ResultsChat, type UseRehabActions } from './results';

// What the chat and rehab features lend the screen: neither is part of these tests.
const chat: ResultsChat = { render: () => null, hasConversation: async () => false };
const useAddToRehab: UseRehabActions = () => ({
  enabled: false,
  added: new Set(),
  busy: false,
  addOne: () => {},
  addAll: () => {},
});

const renderResult = (id: string) =>
  renderScreen(<ResultsRoute chat={chat} useAddToRehab={useAddToRehab} />, {
    path: '/results/:assessmentId',
    at: `/results/${id}`,
  });

beforeEach(() => sessionIs(signedInAs('sam@gmail.com', 'pro')));

describe('a saved result', () => {
  it('an emergency leads with what to do now, shows the safety answers, and no exercises', async () => {
    const rec = recommendation({
      triage: {
        level: 'emergency',
        red_flags: ['cauda-equina'],
        message: 'Go to an emergency department now.',
      },
    });
    server.use(
      http.get('/api/assessments/a-1', () =>
        HttpResponse.json(savedAssessment('a-1', rec, [{ id: 'saddle-bladder', answer: 'yes' }])),
      ),
    );
    renderResult('a-1');

    const triage = await screen.findByRole('alert');
    expect(within(triage).getByRole('heading', { level: 1 })).toHaveTextContent('Get medical help now');
    const answers = screen.getByRole('region', { name: SAFETY_MESSAGES.answersTitle });
    expect(answers).toHaveTextContent('Your answer: Yes');
    expect(screen.queryByRole('heading', { name: /exercises/i })).not.toBeInTheDocument();
    expect(screen.queryByText(WALL_SIT.name)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Print plan' })).not.toBeInTheDocument();
  });

  it('a self-care plan shows its exercises and puts the safety answers last', async () => {
    server.use(
      http.get('/api/assessments/a-2', () =>
        HttpResponse.json(savedAssessment('a-2', recommendation(), [{ id: 'fever', answer: 'no' }])),
      ),
    );
    renderResult('a-2');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your Personalized Recommendations' }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(WALL_SIT.name)).toBeVisible();
    const regions = screen.getAllByRole('region').map((r) => r.getAttribute('aria-labelledby'));
    expect(regions.at(-1)).toBe('safety-answers-title');
  });
});
