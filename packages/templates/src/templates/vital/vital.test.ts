import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite, getTemplate } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import type { RenderContext } from '../../types';
import { parsePage, text, within } from '../../testing/html';
import { isPublication, isResearchRole, yearsInPractice } from './figures';

const home = (site: WebsiteWithSections, ctx: RenderContext = testContext) => parsePage(renderSitePage(site, { kind: 'home' }, ctx).html);
const byClass = (site: WebsiteWithSections, name: string, ctx?: RenderContext) => home(site, ctx).where((el) => (el.attribs.class ?? '').split(' ').includes(name));
const figures = (site: WebsiteWithSections, ctx?: RenderContext) =>
  byClass(site, 'figure', ctx).map((row) => within(row, (el) => el.name === 'dd' || el.name === 'dt').map(text).reverse().join(' '));
const hidden = (site: WebsiteWithSections, ids: string[]) => ({ ...site, design: websiteDesign.parse({ hidden_sections: ids }) });
const role = (position: string, name: string, date = '2020 - 2022') => ({ id: 1, position, name, place: '', date, description: '', skills: [] });

describe('Vital', () => {
  const demo = getDemoWebsite('vital');

  it('counts the years in practice from the first role’s start to the last one’s end, a role still held ending at the reference year', () => {
    expect(yearsInPractice([role('Registrar', 'A', 'Aug 2009 - Jul 2016'), role('Consultant', 'B', '2016 - Present')], 2026)).toBe(17);
    expect(yearsInPractice([role('Consultant', 'B', '2016 - Present')], null)).toBe(0);
    expect(yearsInPractice([role('Locum', 'C', 'Spring term')], 2026)).toBe(0);
  });

  it('shows the figures counted from the content, “Present” read from ctx.now or else the latest year the CV mentions', () => {
    expect(figures(demo)).toEqual(['16 Years in practice', '2 Publications', '1 Project', '4 Certifications', '4 Institutions']);
    expect(figures(demo, { ...testContext, now: '2026-12-01T21:00:00.000Z' })[0]).toBe('17 Years in practice');
  });

  it('leaves out the figures of hidden sections and a figure of zero', () => {
    expect(figures(hidden(demo, ['experience', 'training']))).toEqual(['2 Publications', '1 Project']);
    const papersOnly = { ...demo, projects: demo.projects.filter(isPublication) };
    expect(figures(papersOnly)).not.toContain('0 Projects');
    expect(byClass(hidden(demo, ['experience', 'projects', 'training']), 'figures')).toHaveLength(0);
    const oneRole = { ...demo, experiences: demo.experiences.slice(0, 1), projects: [], trainings: [] };
    expect(byClass(oneRole, 'figures')).toHaveLength(0);
  });

  it('tells publications from other projects and research roles from clinical ones (a university hospital stays clinical)', () => {
    expect(['Journal article', 'Clinical trial', 'Research', 'Review'].every((category) => isPublication({ category }))).toBe(true);
    expect(isPublication({ category: 'Data' })).toBe(false);
    expect(isResearchRole(role('Honorary Senior Lecturer', 'Imperial College London'))).toBe(true);
    expect(isResearchRole(role('Surgeon', 'Francis Crick Institute'))).toBe(true);
    expect(isResearchRole(role('Consultant Cardiologist', 'University Hospital Southampton'))).toBe(false);
  });

  it('sets clinical and research appointments side by side, and in one column when all are of one kind', () => {
    expect(byClass(demo, 'appt-title').map(text)).toEqual(['Clinical', 'Research and teaching']);
    const clinical = { ...demo, experiences: demo.experiences.filter((item) => !isResearchRole(item)) };
    expect(byClass(clinical, 'appt-title')).toHaveLength(0);
    expect(text(home(clinical).byId('experience-title')!)).toBe('Clinical appointments');
    expect(text(home(demo).byId('projects-title')!)).toBe('Publications and projects');
  });

  it('draws its trace with stroke-dashoffset and stills it under reduced motion', () => {
    expect(byClass(demo, 'pulse-line')).toHaveLength(1);
    const css = getTemplate('vital')!.css;
    expect(css).toContain('stroke-dashoffset');
    expect(css).toMatch(/prefers-reduced-motion:reduce\)\{\n\.pulse-line\{animation:none;stroke-dashoffset:0\}/);
  });
});
