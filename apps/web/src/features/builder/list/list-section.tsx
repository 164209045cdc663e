import type { LucideIcon } from 'lucide-react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState, type ComponentType, type ReactNode } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { useConfirm } from '@/components/ui/confirm-dialog';
import { getErrorMessage } from '@/lib/api-client';
import type { ListKey, SectionItem } from '../api/sections';
import { EmptyState, SectionPanel } from '../components/section-panel';
import { useBuilder, useBuilderState } from '../state/builder-context';
import { builderMessages } from '../state/messages';
import { ConflictReloaded } from '../state/writer';
import { SortableList } from './sortable-list';

export interface EditorProps<K extends ListKey> {
  item: SectionItem[K] | null;
  onClose: () => void;
}

export interface ListSectionConfig<K extends ListKey> {
  listKey: K;
  title: string;
  description: string;
  addLabel: string;
  emptyTitle: string;
  emptyText: string;
  icon: LucideIcon;
  /** The item's name with the spec's fallback (Untitled Position ...), for confirmations and labels. */
  titleOf: (item: SectionItem[K]) => string;
  Card: ComponentType<{ item: SectionItem[K] }>;
  Editor: ComponentType<EditorProps<K>>;
  messages: { deleteFailed: string; reorderFailed: string };
  /** The delete confirmation's text, when the section's differs from the spec's common one. */
  deleteConfirm?: (title: string) => string;
}

/** A list section: header with the add button, the empty state, sortable cards with edit and delete. */
export function ListSection<K extends ListKey>({ config }: { config: ListSectionConfig<K> }) {
  const builder = useBuilder();
  const confirm = useConfirm();
  const items = useBuilderState((state) => state.website[config.listKey] as SectionItem[K][]);
  // The editor is keyed by what it edits, so every opening starts from that item's values.
  const [editing, setEditing] = useState<{ item: SectionItem[K] | null; key: number } | null>(null);
  const open = (item: SectionItem[K] | null) => setEditing({ item, key: Date.now() });
  const { Card, Editor } = config;

  const remove = async (item: SectionItem[K]) => {
    const title = config.titleOf(item);
    const ok = await confirm({ type: 'danger', title: `Delete ${title}?`, description: (config.deleteConfirm ?? builderMessages.deleteConfirm)(title), confirmLabel: 'Delete' });
    if (!ok) return;
    try {
      const answer = await builder.items.deleteItem(config.listKey, item.id);
      const step = answer.step;
      // The toast's Undo takes back this deletion while it is still the last change.
      toast.success(answer.message, step === null ? undefined : { action: { label: 'Undo', onClick: () => void builder.history.undo(step) } });
    } catch (error) {
      if (!(error instanceof ConflictReloaded)) toast.error(getErrorMessage(error, config.messages.deleteFailed));
    }
  };

  const reorder = async (ids: number[]) => {
    try {
      await builder.items.reorder(config.listKey, ids);
    } catch (error) {
      if (error instanceof ConflictReloaded) return;
      toast.error(config.messages.reorderFailed);
      // The order on screen may not be the server's any more: take the server's (builder.md section 4).
      await builder.items.reload().catch(() => undefined);
    }
  };

  const addButton = (
    <Button onClick={() => open(null)}>
      <Plus aria-hidden="true" />
      {config.addLabel}
    </Button>
  );

  return (
    <SectionPanel title={config.title} description={config.description} action={items.length > 0 ? addButton : undefined}>
      {items.length === 0 ? (
        <EmptyState icon={config.icon} title={config.emptyTitle} text={config.emptyText} action={addButton} />
      ) : (
        <SortableList
          label={config.title}
          items={items}
          titleOf={config.titleOf}
          onReorder={(ids) => void reorder(ids)}
          renderItem={(item, handle) => (
            <ItemCard handle={handle} title={config.titleOf(item)} onEdit={() => open(item)} onDelete={() => void remove(item)}>
              <Card item={item} />
            </ItemCard>
          )}
        />
      )}
      {editing && <Editor key={editing.key} item={editing.item} onClose={() => setEditing(null)} />}
    </SectionPanel>
  );
}

function ItemCard({ handle, title, onEdit, onDelete, children }: { handle: ReactNode; title: string; onEdit: () => void; onDelete: () => void; children: ReactNode }) {
  return (
    <article aria-label={title} className="flex gap-2 rounded-xl border bg-card p-3 shadow-xs sm:gap-3 sm:p-4">
      <div className="-ml-1 pt-0.5">{handle}</div>
      <div className="min-w-0 flex-1">{children}</div>
      <div className="flex shrink-0 flex-col gap-1 sm:flex-row sm:items-start">
        <Button variant="ghost" size="icon-sm" onClick={onEdit} aria-label={`Edit ${title}`}>
          <Pencil aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon-sm" onClick={onDelete} aria-label={`Delete ${title}`} className="text-danger-text hover:bg-danger-soft">
          <Trash2 aria-hidden="true" />
        </Button>
      </div>
    </article>
  );
}
