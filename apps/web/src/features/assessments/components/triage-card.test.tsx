// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TriageCard } from './triage-card';

describe('TriageCard', () => {
  it('an emergency is an alert that says what to do now, without any exercise advice', () => {
    render(
      <TriageCard
        lead
        triage={{
          level: 'emergency',
          red_flags: ['cauda-equina'],
          message: 'Go to an emergency department now. Do not do your exercises until you have been seen.',
        }}
      />,
    );

    const card = screen.getByRole('alert');
    expect(within(card).getByRole('heading', { level: 1, name: 'Get medical help now' })).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'Possible cauda equina syndrome' })).toBeVisible();
    expect(within(card).getByRole('heading', { name: 'What to do now' })).toBeVisible();
    expect(card).toHaveTextContent('Go to an emergency department now.');
    expect(card).toHaveTextContent('Do not drive yourself.');
    expect(card).not.toHaveTextContent(/exercis/i);
  });

  it('an urgent level is not an alert and names whom to see', () => {
    render(
      <TriageCard
        triage={{ level: 'urgent', red_flags: [], message: 'See a doctor today or tomorrow.' }}
        cautions={[{ id: 'pregnancy', message: 'You are pregnant: check with your midwife first.' }]}
      />,
    );

    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'See a doctor within 24 hours' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Whom to see and how soon' })).toBeVisible();
    expect(within(screen.getByRole('list', { name: 'Cautions' })).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows nothing for self-care without a caution', () => {
    const { container } = render(<TriageCard triage={{ level: 'self-care', red_flags: [], message: '' }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
