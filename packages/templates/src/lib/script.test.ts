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

  it('tells the Latin-script languages apart by their words, and keeps English when the text is too short to say', () => {
    const cases: [string, string][] = [
      ['fr', 'Développeuse web depuis six ans, je conçois des interfaces pour les clients du secteur bancaire et je forme les nouvelles recrues.'],
      ['de', 'Entwicklung und Betrieb der Zahlungsplattform mit einem Team von acht Personen, sowie Einführung von Code-Reviews für alle Teams.'],
      ['es', 'Desarrollo de APIs para clientes del sector financiero y mantenimiento de los sistemas de pagos con un equipo de seis personas.'],
      ['pt', 'Desenvolvimento de aplicações web para o setor público, com foco em acessibilidade e na migração dos sistemas legados.'],
      ['it', 'Sviluppo di applicazioni per il settore bancario e gestione della piattaforma di pagamento con un team di sei persone.'],
      ['nl', 'Ontwikkeling van een betaalplatform voor het mkb, met een team van vijf ontwikkelaars; ook verantwoordelijk voor de releases.'],
      ['pl', 'Tworzenie aplikacji internetowych dla klientów z branży finansowej oraz utrzymanie systemów płatności w zespole sześciu osób.'],
      ['en', 'Building payment systems for banks across the Gulf, and mentoring the engineers who join the team.'],
    ];
    for (const [lang, text] of cases) expect(textProfileOf(site('Alex Morgan', text)).lang, text).toBe(lang);
    expect(textProfileOf(site('Lucía Ortega', 'Analista de datos')).lang).toBe('en');
  });

  it('reads a CJK page as CJK though its links and e-mail addresses are Latin letters', () => {
    expect(textProfileOf(site('김민준', '블록체인 개발을 하고 있습니다 - https://www.example.com/news/articleView.html?idxno=2733')).lang).toBe('ko');
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
