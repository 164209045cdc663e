import { describe, expect, it } from 'vitest';
import { makeDemoWebsite } from '../demo/make';
import { textProfileOf } from './script';

const site = (name: string, description = '', extra: Partial<Parameters<typeof makeDemoWebsite>[0]> = {}) =>
  makeDemoWebsite({ slug: 'modern', name, intro: '', description, contact: {}, ...extra });

describe('textProfileOf', () => {
  it('reads the language and direction from the dominant script', () => {
    expect(textProfileOf(site('ليلى حداد', 'مهندسة برمجيات في دبي'))).toMatchObject({ lang: 'ar', dir: 'rtl' });
    expect(textProfileOf(site('דוד כהן', 'מהנדס תוכנה בתל אביב'))).toMatchObject({ lang: 'he', dir: 'rtl' });
    expect(textProfileOf(site('王小明', '专注于支付系统的后端工程师'))).toMatchObject({ lang: 'zh', dir: 'ltr' });
    expect(textProfileOf(site('山田太郎', 'バックエンドエンジニアです'))).toMatchObject({ lang: 'ja', dir: 'ltr' });
    expect(textProfileOf(site('김민준', '백엔드 개발자입니다'))).toMatchObject({ lang: 'ko', dir: 'ltr' });
    expect(textProfileOf(site('Иван Петров', 'Инженер-программист'))).toMatchObject({ lang: 'ru', dir: 'ltr' });
    expect(textProfileOf(site('Ганна Їжак', 'Інженерка з Києва'))).toMatchObject({ lang: 'uk' });
    expect(textProfileOf(site('Γιώργος Παπαδόπουλος', 'Μηχανικός λογισμικού'))).toMatchObject({ lang: 'el' });
    expect(textProfileOf(site('Andrés Beltrán', 'Ingeniero de software'))).toMatchObject({ lang: 'en', dir: 'ltr' });
  });

  it('keeps an English page left to right when one title is Arabic, and still gives it Arabic fonts', () => {
    const mixed = site('Layla Haddad', 'Software engineer in Dubai, building payment systems for banks across the Gulf.', {
      projects: [{ title: 'منصة التسويات', category: 'api', date: '', description: 'Settlement platform', technologies: [], code_url: '', implementation: '' }],
    });
    const profile = textProfileOf(mixed);
    expect(profile).toMatchObject({ lang: 'en', dir: 'ltr' });
    expect([...profile.system]).toEqual(['arabic']);
  });

  it('asks for the font subsets the text has, and only those', () => {
    expect([...textProfileOf(site('Alex Morgan')).subsets]).toEqual([]);
    // é and ü are in the latin file.
    expect([...textProfileOf(site('Andrés Müller')).subsets]).toEqual([]);
    expect([...textProfileOf(site('Łukasz Żółć')).subsets]).toEqual(['latin-ext']);
    expect([...textProfileOf(site('Nguyễn Văn Đức')).subsets]).toEqual(expect.arrayContaining(['vietnamese', 'latin-ext']));
    expect([...textProfileOf(site('Иван Петров')).subsets]).toEqual(['cyrillic']);
    expect([...textProfileOf(site('Γιώργος')).subsets]).toEqual(['greek']);
    expect([...textProfileOf(site('王小明')).system]).toEqual(['cjk']);
  });
});
