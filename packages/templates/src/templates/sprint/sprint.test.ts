import { websiteDesign, type WebsiteWithSections } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { getDemoWebsite } from '../../index';
import { renderSitePage } from '../../server/index';
import { testContext } from '../../testing/contexts';
import { parsePage, text } from '../../testing/html';
import { figureSpans, firstOutcome } from './figures';

const figures = (line: string) => figureSpans(line).map(([start, end]) => line.slice(start, end));
const home = (site: WebsiteWithSections) => parsePage(renderSitePage(site, { kind: 'home' }, testContext).html);
const byClass = (site: WebsiteWithSections, name: string) => home(site).where((el) => (el.attribs.class ?? '').split(' ').includes(name));

describe('Sprint', () => {
  const demo = getDemoWebsite('sprint');

  it('finds the figures outcomes are written with, and not years, counts or digits in words', () => {
    expect(figures('Grew from 12,000 to 31,000 merchants; 38% of volume in 2023')).toEqual(['12,000', '31,000', '38%']);
    expect(figures('Cut p99 latency from 800 ms to 120 ms')).toEqual(['800 ms', '120 ms']);
    expect(figures('Saved £2.4M a year, 3x faster, ARR to $190M, churn -5%')).toEqual(['£2.4M', '3x', '$190M', '-5%']);
    expect(figures('Since 2019 in 20 countries with 6 engineers on S3 for B2B clients, 2019-2021')).toEqual([]);
  });

  it('takes a text’s outcome from the last figure of its first line that has one', () => {
    expect(firstOutcome('Owned reporting. Retention rose from 82% to 91% over two years.')).toEqual({ figure: '91%', line: 'Retention rose from 82% to 91% over two years' });
    expect(firstOutcome('• Led the team\n• Cut costs by 30%\n• Grew revenue 2x')).toEqual({ figure: '30%', line: 'Cut costs by 30%' });
    expect(firstOutcome('Pricing work for retail clients.')).toBeNull();
  });

  it('marks the figures in roles and cases, and lifts one outcome per role into the hero (three at most)', () => {
    expect(byClass(demo, 'fig').map(text)).toEqual(expect.arrayContaining(['38%', '12,000', '31,000', '£2.4M', '11%', '40%']));
    expect(byClass(demo, 'outcome-fig').map(text)).toEqual(['38%', '40%', '91%']);
    expect(byClass(demo, 'outcome-org').map(text)).toEqual(['Pocketline', 'Larder', 'Finch Accounting']);
    expect(byClass(demo, 'case-fig').map(text)).toEqual(['38%', '40%', '34%']);
  });

  it('shows no outcomes when the roles have no figures or the owner hides experience', () => {
    const plain = { ...demo, experiences: demo.experiences.map((item) => ({ ...item, description: 'Product work.' })) };
    expect(byClass(plain, 'outcomes')).toHaveLength(0);
    const hidden = { ...demo, design: websiteDesign.parse({ hidden_sections: ['experience'] }) };
    expect(byClass(hidden, 'outcomes')).toHaveLength(0);
    expect(byClass(hidden, 'fig').map(text)).not.toContain('12,000');
  });
});
