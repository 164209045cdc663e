import type { WebsiteWithSections } from '@folio/schema';
import type { FrameLocator, Page } from 'playwright-core';
import { callApi, type TestUser } from './api';
import type { TestServer } from './server';

/** Builder journeys: websites set up through the API, the builder opened on a section, its preview frame. */

export async function createWebsite(server: TestServer, token: string, name = 'Ada Lovelace'): Promise<WebsiteWithSections> {
  const created = await callApi<{ website: WebsiteWithSections }>(server, 'POST', '/websites', { name }, token);
  if (created.status !== 201) throw new Error(`create website: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.website;
}

export async function getWebsite(server: TestServer, token: string, id: number): Promise<WebsiteWithSections> {
  const answer = await callApi<{ website: WebsiteWithSections }>(server, 'GET', `/websites/${id}`, undefined, token);
  return answer.body.website;
}

/** Adds items through the API, carrying the version as the builder does. */
export async function addItems(server: TestServer, token: string, websiteId: number, key: string, items: Array<Record<string, unknown>>) {
  for (const item of items) {
    const { version } = await getWebsite(server, token, websiteId);
    const answer = await callApi(server, 'POST', `/websites/${websiteId}/${key}`, { ...item, version }, token);
    if (answer.status !== 201) throw new Error(`add ${key}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
}

export async function updateWebsite(server: TestServer, token: string, websiteId: number, changes: Record<string, unknown>) {
  const { version } = await getWebsite(server, token, websiteId);
  const answer = await callApi(server, 'PATCH', `/websites/${websiteId}/builder`, { ...changes, version }, token);
  if (answer.status !== 200) throw new Error(`update website: ${answer.status} ${JSON.stringify(answer.body)}`);
}

export async function loginAdmin(server: TestServer, email: string, password: string): Promise<TestUser> {
  const answer = await callApi<{ token: string }>(server, 'POST', '/login', { email, password });
  if (answer.status !== 200) throw new Error(`admin login: ${answer.status}`);
  return { name: 'Admin', email, password, token: answer.body.token };
}

/** Opens /builder/{id} and waits until the loading screen is gone. */
export async function openBuilder(page: Page, websiteId: number, query = '') {
  await page.goto(`/builder/${websiteId}${query}`);
  await page.getByRole('banner', { name: 'Website builder' }).waitFor();
}

/** The toast that says `text` (sonner). */
export const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text }).first();

export function preview(page: Page): FrameLocator {
  return page.frameLocator('iframe[title="Live preview"]');
}

export async function goToSection(page: Page, label: RegExp | string) {
  await page.getByRole('navigation', { name: 'Builder sections' }).getByRole('button', { name: label }).click();
}

/** A small valid PNG (1x1, red), for upload journeys. */
export const pngBytes = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8DwHwAFBQIAX8jx0gAAAABJRU5ErkJggg==',
  'base64',
);

/** A complete portfolio for screenshots: every section filled, as a real user's would be. */
export const samplePortfolio = {
  name: 'Maya Chen',
  intro: 'Product designer & front-end developer',
  description: 'I design and build calm, fast interfaces for products people use every day.',
  contact: {
    email: 'maya@example.com',
    title: 'Let’s work together',
    description: 'Open to product design and front-end roles in Europe.',
    location: 'Berlin, Germany',
    available_for_freelance: true,
  },
  experiences: [
    { position: 'Lead Product Designer', name: 'Tandem Health', place: 'Berlin', date: 'Mar 2021 - Present', description: 'Lead design for the patient booking app (1.2M monthly users). Built the design system in Figma and React.', skills: ['Design systems', 'React', 'User research'] },
    { position: 'Product Designer', name: 'Northwind Bank', place: 'Amsterdam', date: 'Jun 2017 - Feb 2021', description: 'Redesigned onboarding for the mobile bank; completion rose from 61% to 84%.', skills: ['Prototyping', 'Accessibility', 'iOS'] },
    { position: 'UI Developer', name: 'Studio Pilot', place: 'Amsterdam', date: 'Sep 2015 - May 2017', description: 'Built marketing sites and web apps for cultural clients.', skills: ['CSS', 'JavaScript'] },
  ],
  educations: [{ degree: 'Master of Interaction Design', name: 'Aalto University', place: 'Helsinki', date: 'Sep 2013 - Jun 2015', gpa: '4.6/5', description: 'Thesis on calm notifications in health apps.', skills: ['HCI', 'Service design'] }],
  skills: [
    { title: 'Design', info: [{ name: 'Figma', level: 'expert' }, { name: 'Prototyping', level: 'advanced' }, { name: 'User research', level: 'advanced' }], icon: 'palette' },
    { title: 'Front-end Development', info: [{ name: 'React', level: 'advanced' }, { name: 'TypeScript', level: 'advanced' }, { name: 'CSS', level: 'expert' }], icon: 'code' },
  ],
  projects: [
    { title: 'Tandem booking app', category: 'Mobile', date: 'Jan 2023', description: 'A booking flow that finds an appointment in three taps, built with the clinic teams who use it.', technologies: ['React Native', 'Figma'], implementation: 'https://example.com/tandem' },
    { title: 'Pulse design system', category: 'Web', date: 'Jan 2022', description: 'Tokens, 60 accessible components and the docs site that two hundred engineers use.', technologies: ['React', 'TypeScript', 'Storybook'], implementation: 'https://example.com/pulse', code_url: 'https://github.com/example/pulse' },
  ],
  trainings: [{ title: 'Certified Usability Analyst', institute: 'Human Factors International', date: 'Nov 2019', description: 'Usability testing and analysis.', skills: ['Usability testing'] }],
};

/** Creates the sample portfolio for a user, through the API. */
export async function createSamplePortfolio(server: TestServer, token: string): Promise<number> {
  const sample = samplePortfolio;
  const website = await createWebsite(server, token, sample.name);
  await updateWebsite(server, token, website.id, { intro: sample.intro, description: sample.description, contact: sample.contact });
  await addItems(server, token, website.id, 'experiences', sample.experiences);
  await addItems(server, token, website.id, 'educations', sample.educations);
  await addItems(server, token, website.id, 'skills', sample.skills);
  await addItems(server, token, website.id, 'projects', sample.projects);
  await addItems(server, token, website.id, 'trainings', sample.trainings);
  return website.id;
}
