// @vitest-environment jsdom
import { SAFETY_MESSAGES, SAFETY_QUESTION_BY_ID } from '@physiomate/shared';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SafetyAnswersCard } from './safety-answers-card';

const text = (id: string) => SAFETY_QUESTION_BY_ID.get(id)!.text;

describe('SafetyAnswersCard', () => {
  it('lists each question asked with the answer given, in the order asked', () => {
    render(
      <SafetyAnswersCard
        answers={[
          { id: 'saddle-bladder', answer: 'yes' },
          { id: 'fever', answer: 'no' },
          { id: 'injury', answer: 'unsure' },
        ]}
      />,
    );

    const card = screen.getByRole('region', { name: SAFETY_MESSAGES.answersTitle });
    const rows = within(card).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `${text('saddle-bladder')}Your answer: Yes`,
      `${text('fever')}Your answer: No`,
      `${text('injury')}Your answer: Not sure`,
    ]);
  });

  it('shows nothing when no safety question was asked', () => {
    const { container } = render(<SafetyAnswersCard answers={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
