import type { WebsiteWithSections } from '@folio/schema';
import { makeDemoWebsite } from '../../demo/make';

export function broadsheetDemo(assetBase: string): WebsiteWithSections {
  const img = (name: string) => `${assetBase}/demo/${name}.svg`;
  return makeDemoWebsite({
    slug: 'broadsheet',
    name: 'Ruth Abernathy',
    intro: 'Twenty years of getting the story right, and getting it out on time',
    description:
      'I run the newsroom of the Northern Chronicle: forty journalists, a print edition six days a week and a website read by two million people a month. I came up as a reporter, and I still think the best thing an editor can do is clear the way for one.\n\nUnder my watch the Chronicle has won two national awards for investigations, doubled its digital subscribers and kept its local pages when most papers cut theirs. I am a trustee of the Independent Press Standards Organisation and I teach a masterclass on verification every spring.',
    picture: img('ruth-abernathy'),
    contact: {
      email: 'ruth.abernathy@example.com',
      title: 'Managing Editor',
      location: 'Manchester',
      description: 'Tips, corrections and invitations to speak are all welcome. For anything confidential, ask for my Signal number.',
    },
    experiences: [
      {
        position: 'Managing Editor',
        name: 'Northern Chronicle',
        place: 'Manchester',
        date: '2019 - Present',
        description: '• Runs a newsroom of 40 across print, web and audio\n• Led the paywall launch: 58,000 digital subscribers in three years\n• Commissioned the Water Bills investigation (Press Awards, 2023)',
        skills: ['Newsroom leadership', 'Investigations'],
      },
      {
        position: 'Deputy News Editor',
        name: 'The Guardian',
        place: 'London',
        date: '2013 - 2019',
        description: 'Ran the national news desk on weekends and the 2017 election night live coverage; trained the desk in open-source verification.',
        skills: ['News desk', 'Verification'],
      },
      {
        position: 'Political Reporter',
        name: 'Yorkshire Post',
        place: 'Leeds',
        date: '2008 - 2013',
        description: 'Covered Westminster for the north: two general elections, the expenses scandal and the city-region deals.',
        skills: ['Politics', 'Reporting'],
      },
      {
        position: 'Trainee Reporter',
        name: 'Manchester Evening News',
        place: 'Manchester',
        date: '2005 - 2008',
        description: 'Courts, councils and the night shift.',
        skills: ['Court reporting'],
      },
    ],
    educations: [
      { degree: 'MA Journalism', name: 'City, University of London', place: 'London', date: '2004 - 2005', gpa: '', description: '', skills: [] },
      { degree: 'BA History', name: 'University of Leeds', place: 'Leeds', date: '2001 - 2004', gpa: '', description: '', skills: [] },
    ],
    skills: {
      Editorial: ['Investigations:expert', 'Editing:expert', 'Newsroom leadership:expert'],
      Digital: ['Audience data:advanced', 'Verification:expert', 'Arc XP:intermediate'],
      Languages: ['English:expert', 'French:advanced'],
    },
    projects: [
      {
        title: 'The Water Bills investigation',
        category: 'research',
        date: '2023',
        description: 'A year-long investigation into how a regional water company paid dividends while leaks doubled. Six months of freedom-of-information requests, a leaked ledger and a change in the law.',
        technologies: ['FOI', 'Data journalism'],
        pictures: [{ img: img('broadsheet-1'), title: 'Chart from the Water Bills investigation: leaks against dividends' }],
        code_url: 'https://github.com/example/water-bills-data',
        implementation: 'https://example.com/water-bills',
      },
      {
        title: 'The Chronicle, relaunched',
        category: 'web',
        date: '2021',
        description: 'A new website, app and morning newsletter, designed around the front page rather than the feed.',
        technologies: ['Product', 'Newsletters'],
        pictures: [{ img: img('broadsheet-2'), title: 'The relaunched Northern Chronicle front page on a phone' }],
        code_url: '',
        implementation: '',
      },
    ],
    trainings: [{ title: 'Journalist Fellowship', institute: 'Reuters Institute, University of Oxford', description: 'A term on local news business models.', date: '2018', skills: [] }],
    posts: [
      {
        title: 'Why we kept the local pages',
        slug: 'why-we-kept-the-local-pages',
        content: '<p>Every editor was told the local pages did not pay. Ours are the most read thing we print. Here is what we learned from keeping them.</p>',
        excerpt: 'Every editor was told the local pages did not pay. Ours are the most read thing we print.',
        published_at: '2024-11-04T07:00:00.000Z',
      },
    ],
  });
}
