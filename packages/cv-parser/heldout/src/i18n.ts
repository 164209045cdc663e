import { HEADINGS as FIXTURE_HEADINGS, formatDate as formatFixtureDate } from '../../fixtures/src/i18n';
import type { HeldoutLang } from './json-resume';

type Heading = keyof (typeof FIXTURE_HEADINGS)['en'];

/** Headings as a native CV in each language writes them; the six fixture languages reuse the fixtures'. */
export const HEADINGS: Record<HeldoutLang, Record<Heading, string>> = {
  ...FIXTURE_HEADINGS,
  zh: { summary: '个人简介', experience: '工作经历', education: '教育背景', skills: '专业技能', languages: '语言能力', projects: '项目经历', certifications: '证书', publications: '发表论文', contact: '联系方式' },
  ja: { summary: '自己紹介', experience: '職歴', education: '学歴', skills: 'スキル', languages: '語学', projects: 'プロジェクト', certifications: '資格', publications: '論文', contact: '連絡先' },
  ko: { summary: '자기소개', experience: '경력', education: '학력', skills: '기술', languages: '언어', projects: '프로젝트', certifications: '자격증', publications: '논문', contact: '연락처' },
  pl: { summary: 'Profil', experience: 'Doświadczenie zawodowe', education: 'Wykształcenie', skills: 'Umiejętności', languages: 'Języki', projects: 'Projekty', certifications: 'Certyfikaty', publications: 'Publikacje', contact: 'Kontakt' },
  ru: { summary: 'О себе', experience: 'Опыт работы', education: 'Образование', skills: 'Навыки', languages: 'Языки', projects: 'Проекты', certifications: 'Сертификаты', publications: 'Публикации', contact: 'Контакты' },
};

const PL = ['sty', 'lut', 'mar', 'kwi', 'maj', 'cze', 'lip', 'sie', 'wrz', 'paź', 'lis', 'gru'];
const RU = ['янв.', 'февр.', 'март', 'апр.', 'май', 'июнь', 'июль', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'];
const PRESENT: Record<'zh' | 'ja' | 'ko' | 'pl' | 'ru', string> = { zh: '至今', ja: '現在', ko: '현재', pl: 'obecnie', ru: 'настоящее время' };

/** A date as a CV in that language prints it: "März 2020", "2020年3月", "2020년 3월", "mar 2020", "март 2020". */
export function formatDate(date: string, lang: HeldoutLang, variant = 0): string {
  if (!date) return '';
  switch (lang) {
    case 'en': case 'fr': case 'de': case 'es': case 'pt': case 'it':
      return formatFixtureDate(date, lang, variant % 2 ? 'long' : 'short', variant);
    case 'zh': case 'ja': case 'ko': case 'pl': case 'ru': {
      if (date === 'present') return PRESENT[lang];
      const [year, month] = date.split('-');
      if (!month) return lang === 'ko' ? `${year}년` : lang === 'pl' || lang === 'ru' ? year! : `${year}年`;
      const index = Number(month) - 1;
      if (lang === 'ko') return `${year}년 ${index + 1}월`;
      if (lang === 'pl') return `${PL[index]} ${year}`;
      if (lang === 'ru') return `${RU[index]} ${year}`;
      return `${year}年${index + 1}月`;
    }
  }
}

export function formatRange(start: string, end: string, lang: HeldoutLang, variant = 0): string {
  const from = formatDate(start, lang, variant);
  const to = formatDate(end, lang, variant);
  if (!from || !to) return from || to;
  return `${from}${lang === 'ja' ? ' 〜 ' : ' – '}${to}`;
}
