/** @jsxRuntime automatic */
import type { SkillCategory, SkillLevel } from '@folio/schema';

const levelValue: Record<SkillLevel, number> = { beginner: 1, intermediate: 2, advanced: 3, expert: 4 };
const levelLabel: Record<SkillLevel, string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  expert: 'Expert',
};

/**
 * Skill categories. 'chips' lists names; 'levels' adds the level as a small meter that
 * is text for assistive tech.
 */
export function SkillGroups({ items, variant = 'chips' }: { items: SkillCategory[]; variant?: 'chips' | 'levels' }) {
  const groups = items.filter((group) => group.info.length > 0 || group.title.trim() !== '');
  return (
    <div className={`skills skills-${variant}`}>
      {groups.map((group) => (
        <div key={group.id} className="skill-group">
          <h3 className="skill-title">{group.title || 'Skills'}</h3>
          {group.info.length === 0 ? null : (
            <ul className="skill-list" role="list">
              {group.info.map((skill) => (
                <li key={skill.name} className={`skill lvl-${levelValue[skill.level]}`}>
                  <span className="skill-name">{skill.name}</span>
                  {variant === 'levels' ? (
                    <span className="skill-level">
                      <span className="vh">, {levelLabel[skill.level]}</span>
                      <span className="meter" aria-hidden="true">
                        <span />
                        <span />
                        <span />
                        <span />
                      </span>
                    </span>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </div>
      ))}
    </div>
  );
}
