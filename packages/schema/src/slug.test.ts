import { describe, expect, it } from 'vitest';
import { slugify } from './slug';

describe('slugify', () => {
  it.each([
    ['Andrés Beltrán', 'andres-beltran'],
    ['Ada Lovelace', 'ada-lovelace'],
    ['  Jean-Luc   O’Brien ', 'jean-luc-obrien'],
    ['Müller Gündoğan', 'muller-gundogan'],
    ['Łukasz Żółć', 'lukasz-zolc'],
    ['Søren Ærø', 'soren-aero'],
    ['Straße', 'strasse'],
    ['Þór Guðmundsson', 'thor-gudmundsson'],
    ['Nguyễn Văn Đức', 'nguyen-van-duc'],
    ['Şerban Țiriac', 'serban-tiriac'],
    ['Иван Петров', 'ivan-petrov'],
    ['Йосиф Ёлкин', 'yosif-yolkin'],
    ['Ґанна Їжак', 'ganna-yizhak'],
    ['Γιώργος Παπαδόπουλος', 'giorgos-papadopoulos'],
    ['Ευάγγελος Ψυχάρης', 'evangelos-psycharis'],
    ['Tips & Tricks: C++ in 2024!', 'tips-tricks-c-in-2024'],
    ['snake_case name', 'snake-case-name'],
  ])('%s -> %s', (input, slug) => {
    expect(slugify(input)).toBe(slug);
  });

  it('drops scripts it cannot romanise letter by letter, so the caller falls back', () => {
    expect(slugify('王小明')).toBe('');
    expect(slugify('김민준')).toBe('');
    expect(slugify('محمد علي')).toBe('');
    expect(slugify('דוד כהן')).toBe('');
    // Mixed: the Latin part stays.
    expect(slugify('王小明 Wang Xiaoming')).toBe('wang-xiaoming');
  });

  it('gives only lowercase letters, digits and single hyphens, without one at either end', () => {
    for (const input of ['--A  b--', '¡Hola, señor!', 'x__y', '🎉 Party 🎉', 'ǅemal', 'ﬁnance']) {
      expect(slugify(input)).toMatch(/^(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/);
    }
    expect(slugify('ǅemal')).toBe('dzemal');
    expect(slugify('ﬁnance')).toBe('finance');
  });
});
