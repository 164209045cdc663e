import type { SkillCategory } from '@folio/schema';
import { Sparkles } from 'lucide-react';
import { ListSection, type ListSectionConfig } from '../list/list-section';
import { SkillsEditor } from './skills-editor';
import { levelLabels } from './skills-form';
import { SkillIcon } from './skill-icon';

function SkillCard({ item }: { item: SkillCategory }) {
  return (
    <div className="flex gap-3">
      <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-primary-soft text-primary-text" aria-hidden="true">
        <SkillIcon name={item.icon} className="size-[18px]" />
      </span>
      <div className="min-w-0 flex-1">
        <h3 className="truncate font-medium">{item.title.trim() || 'Skill Category'}</h3>
        {item.info.length === 0 ? (
          <p className="text-sm text-muted-foreground italic">No skills added to this category</p>
        ) : (
          <ul className="mt-2 flex flex-wrap gap-1.5" aria-label="Skills">
            {item.info.map((skill) => (
              <li key={skill.name} className="max-w-full min-w-0 rounded-md bg-muted px-2 py-0.5 text-xs">
                {skill.name}
                <span className="text-muted-foreground"> · {levelLabels[skill.level]}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

const config: ListSectionConfig<'skills'> = {
  listKey: 'skills',
  title: 'Skills & Expertise',
  description: 'Skills grouped in categories, each with a level.',
  addLabel: 'Add Skill Category',
  emptyTitle: 'No skills added yet',
  emptyText: 'Group your skills in categories such as Languages, Tools or Leadership.',
  icon: Sparkles,
  titleOf: (item) => item.title.trim() || 'Skill Category',
  Card: SkillCard,
  Editor: SkillsEditor,
  messages: { deleteFailed: 'Failed to delete skill', reorderFailed: 'Failed to reorder skill' },
};

export function SkillsSection() {
  return <ListSection config={config} />;
}
