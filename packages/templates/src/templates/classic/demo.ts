import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function classicDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'default',
    name: 'Eleanor Hart',
    intro: 'I edit long-form journalism and help writers find the shape of a story.',
    description:
      'For fifteen years I have commissioned and edited features for national magazines, from investigations that ran across six issues to two-page essays written overnight.\nI lead small desks, teach editing, and believe that every sentence should earn its place.',
    picture: img('eleanor-hart'),
    contact: {
      email: 'eleanor@example.com',
      title: 'Features Editor & Writer',
      description: 'Commissions, editing work and speaking invitations are welcome. I answer every letter within a week.',
      location: 'London, United Kingdom',
    },
    experiences: [
      {
        position: 'Features Editor',
        name: 'The Meridian Review',
        place: 'London',
        date: 'Jan 2019 - Present',
        description: 'Run a desk of four editors and forty contributors. Launched the long-read series that doubled subscriber time on page.',
        skills: ['Commissioning', 'Structural editing'],
      },
      {
        position: 'Senior Editor',
        name: 'Atlas Magazine',
        place: 'London',
        date: 'Mar 2013 - Dec 2018',
        description: 'Edited the culture and ideas pages; shortlisted for the Magazine Editor of the Year award in 2017.',
        skills: ['Line editing', 'Fact-checking'],
      },
      {
        position: 'Staff Writer',
        name: 'The Northern Courier',
        place: 'Manchester',
        date: 'Sep 2009 - Feb 2013',
        description: 'Reported on housing, arts funding and local politics.',
        skills: ['Reporting'],
      },
    ],
    educations: [
      { degree: 'MA Journalism', name: 'City, University of London', place: 'London', date: '2008 - 2009', gpa: '', description: '', skills: [] },
      { degree: 'BA English Literature', name: 'University of York', place: 'York', date: '2005 - 2008', gpa: 'First', description: '', skills: ['Victorian novel', 'Poetry'] },
    ],
    skills: {
      Editorial: ['Commissioning', 'Structural editing', 'Line editing', 'Headlines'],
      Leadership: ['Desk management', 'Mentoring writers', 'Budgeting'],
    },
    projects: [
      {
        title: 'The Quiet Flood',
        category: 'research',
        date: '2023',
        description: 'A six-part investigation into river pollution, edited from first pitch to a parliamentary inquiry.',
        technologies: ['Investigation', 'Series'],
        pictures: [{ img: img('classic-1'), title: 'Opening spread of The Quiet Flood' }],
        code_url: '',
        implementation: 'https://example.com/quiet-flood',
      },
      {
        title: 'Counting the Cost',
        category: 'data',
        date: '2021',
        description: 'Data-led features on the price of childcare, with charts drawn by the magazine’s graphics desk.',
        technologies: ['Data journalism'],
        pictures: [{ img: img('classic-2'), title: 'A chart from Counting the Cost' }],
        code_url: 'https://github.com/example/counting-the-cost-data',
        implementation: 'https://example.com/counting-the-cost',
      },
    ],
    trainings: [{ title: 'Editing Masterclass', institute: 'Arvon Foundation', description: '', date: '2016', skills: [] }],
    posts: [
      {
        title: 'On cutting the first paragraph',
        slug: 'cutting-the-first-paragraph',
        content: '<p>Most drafts begin one paragraph too early. Here is how to find where a story really starts.</p>',
        excerpt: 'Most drafts begin one paragraph too early. Here is how to find where a story really starts.',
        published_at: '2024-10-12T08:00:00.000Z',
      },
    ],
  });
}
