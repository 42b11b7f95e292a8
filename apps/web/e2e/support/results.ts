/** Shared inputs and helpers for the results and My Assessments browser tests. */
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export const KNEE = {
  symptoms:
    'My left knee has ached for three weeks. It is worse on stairs and after running, better with rest. ' +
    'Ice helps a little and it stiffens after sitting at my desk.',
  painLocations: ['Left knee'],
};

export const BACK = {
  symptoms:
    'Dull ache in my lower back for two weeks since gardening, worse when bending forward and after sitting ' +
    'long, eases with walking. My neck and right shoulder are also stiff from desk work.',
  painLocations: ['Lower back', 'Neck', 'Right shoulder'],
};

export const CARDIAC = {
  symptoms:
    'Crushing chest pain for the last 30 minutes spreading to my left arm and jaw, with heavy sweating, ' +
    'nausea and shortness of breath. It started while climbing stairs.',
  painLocations: ['Chest'],
};

/** Asks the real engine for a plan (as the wizard does) and seeds session storage with it. */
export async function seedAnonymousResults(page: Page, input: { symptoms: string; painLocations: string[] }) {
  const res = await page.request.post('/api/recommendations', { data: input });
  expect(res.ok(), `recommendations: ${res.status()} ${await res.text()}`).toBeTruthy();
  const recommendations = await res.json();
  await page.goto('/');
  await page.evaluate(
    ({ input, recommendations }) => {
      sessionStorage.setItem('assessmentData', JSON.stringify(input));
      sessionStorage.setItem('recommendations', JSON.stringify(recommendations));
    },
    { input, recommendations },
  );
  return recommendations as {
    exercises: { id: string; name: string }[];
    identified_pain_areas: string[];
    lifestyle: string[];
  };
}

export const resultsHeading = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Your Personalized Recommendations' });
export const exerciseCards = (page: Page) => page.getByTestId('exercise-card');
