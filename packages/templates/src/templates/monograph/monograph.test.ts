import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text, within } from '../../testing/html';
import { bibliography, markOwner, splitByline } from './bibliography';
import { honourOf, roman } from './index';

const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (name: string) => (el: { attribs: Record<string, string> }) => (el.attribs.class ?? '').split(' ').includes(name);

describe('Monograph', () => {
  const demo = getDemoWebsite('monograph');

  it('files the publications by year, work in press first, and numbers them down from the total', () => {
    const page = home(demo);
    expect(page.where(byClass('bib-year')).map(text)).toEqual(['In press', '2025', '2024', '2023', '2022', '2021', '2020', '2019', '2018', '2017', '2016', '2015']);
    const numbers = page.where(byClass('bib-n')).map(text);
    expect(numbers[0]).toBe('13.');
    expect(numbers.at(-1)).toBe('1.');
    expect(numbers).toHaveLength(13);
  });

  it('sets the owner’s name apart in every byline, wherever it stands in the list', () => {
    const page = home(demo);
    const citations = page.where(byClass('bib-cite'));
    expect(citations).toHaveLength(13);
    for (const citation of citations) expect(within(citation, byClass('bib-me')).map(text)).toEqual(['Whitfield C.']);
    expect(text(citations[2]!)).toBe('Brandt J., Whitfield C. and Hoang M. Abrupt warming events in a transient simulation of the last glacial cycle. Climate of the Past, 2024.');
  });

  it('finds the owner in the common citation forms, and no one else', () => {
    const owner = (byline: string, name = 'Dr. Clara Whitfield') => markOwner(byline, name).filter((run) => run.owner).map((run) => run.text);
    expect(owner('Osei K., C. A. Whitfield and J. Brandt')).toEqual(['C. A. Whitfield']);
    expect(owner('Whitfield, C., Osei, K.')).toEqual(['Whitfield, C.']);
    expect(owner('Clara Whitfield and Kwame Osei')).toEqual(['Clara Whitfield']);
    expect(owner('Whitfielder A. and Osei K.')).toEqual([]);
    expect(owner('Adeyemi D., Clarke R.', 'Prof. David Adeyemi, PhD')).toEqual(['Adeyemi D.']);
  });

  it('reads a byline that shares its line with the abstract, and leaves a description without one whole', () => {
    expect(splitByline('Adeyemi D., Clarke R., Osei A. An audit of 12 commercial models.', 'Dr. David Adeyemi')).toEqual({ byline: 'Adeyemi D., Clarke R., Osei A.', note: 'An audit of 12 commercial models.' });
    expect(splitByline('A survey of the field.\nWith notes.', 'Dr. David Adeyemi')).toBeNull();
    const [undated] = bibliography([{ ...demo.projects[0]!, date: '', description: 'A survey of the field.' }], demo.name);
    expect(undated).toMatchObject({ label: 'Undated', references: [{ number: 1, authors: null, note: 'A survey of the field.', venue: '' }] });
  });

  it('prints a contents of the shown chapters with roman numerals and entry counts, and a running head over each', () => {
    const hidden = { ...demo, design: websiteDesign.parse({ hidden_sections: ['research'] }) };
    const page = home(hidden);
    const contents = page.where(byClass('contents'))[0]!;
    expect(within(contents, byClass('toc-t')).map(text)).toEqual(['Publications', 'Biographical note', 'Appointments', 'Teaching', 'Grants and honours', 'Education', 'Methods', 'Essays and notes', 'Correspondence']);
    expect(within(contents, byClass('toc-n')).map(text).slice(0, 3)).toEqual(['I', 'II', 'III']);
    expect(within(contents, byClass('toc-c'))[0] && text(within(contents, byClass('toc-c'))[0]!)).toBe('13 entries');
    expect(page.where(byClass('rh-recto')).map(text)).toHaveLength(9);
    expect(page.where(byClass('rh-recto')).map(text)).not.toContain('Research interests');
    expect([roman(4), roman(9), roman(14)]).toEqual(['IV', 'IX', 'XIV']);
  });

  it('moves an honour’s year into the margin', () => {
    expect(honourOf('UKRI Future Leaders Fellowship, £1.4M (2023 – 2027)')).toEqual({ year: '2023–2027', text: 'UKRI Future Leaders Fellowship, £1.4M' });
    expect(honourOf('Best Paper, ML4H 2022')).toEqual({ year: '2022', text: 'Best Paper, ML4H' });
    expect(honourOf('Fellow of the Royal Society')).toEqual({ year: '', text: 'Fellow of the Royal Society' });
  });
});
