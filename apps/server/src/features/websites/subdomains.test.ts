import { slugify } from '@folio/schema';
import { describe, expect, it } from 'vitest';
import { subdomainBase, subdomainCandidates, subdomainPattern } from './subdomains';

describe('subdomain suggestion', () => {
  it('transliterates the name with the slug every template uses', () => {
    expect(subdomainBase('Andrés Beltrán')).toBe('andres-beltran');
    expect(subdomainBase('Иван Петров')).toBe('ivan-petrov');
    expect(subdomainBase('Γιώργος Παπαδόπουλος')).toBe('giorgos-papadopoulos');
    expect(subdomainBase('Łukasz Żółć')).toBe(slugify('Łukasz Żółć'));
  });

  it('falls back to a site- label for a name no letter of which can be romanised', () => {
    expect(subdomainBase('王小明')).toBe('site-portfolio');
    expect(subdomainBase('Al')).toBe('site-al');
    expect(subdomainBase('Admin')).toBe('site-admin');
  });

  it('only suggests valid DNS labels', () => {
    for (const name of ['Andrés Beltrán', '王小明', 'محمد علي', `${'Very Long Name '.repeat(8)}`, '--']) {
      for (const candidate of subdomainCandidates(name)) expect(candidate).toMatch(subdomainPattern);
    }
  });
});
