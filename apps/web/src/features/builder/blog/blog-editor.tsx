import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { Field, FieldControl } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { TagInput } from '@/components/ui/tag-input';
import { InputField, TextareaField } from '../list/form-fields';
import { ItemDialog } from '../list/item-dialog';
import type { EditorProps } from '../list/list-section';
import { useItemEditor } from '../list/use-item-editor';
import { useBuilderState } from '../state/builder-context';
import {
  META_DESCRIPTION_MAX,
  blogFieldOf,
  blogForm,
  blogFormValues,
  blogInputOf,
  canSaveBlogPost,
  cleanSlugInput,
  dateLabelOf,
  isFuture,
  slugFromTitle,
  statusLabels,
  type BlogFormValues,
} from './blog-form';
import { RichTextEditor } from './rich-text-editor';

const tagSuggestions = ['Career', 'Engineering', 'Design', 'Research', 'Tutorial', 'Notes'];

/** Add Blog Post / Edit Blog Post: the whole post in one dialog, the content in a rich-text editor. */
export function BlogEditor({ item, onClose }: EditorProps<'blog_posts'>) {
  const websiteId = useBuilderState((state) => state.website.id);
  const experiences = useBuilderState((state) => state.website.experiences);
  const projects = useBuilderState((state) => state.website.projects);
  const form = useForm<BlogFormValues, unknown, z.output<typeof blogForm>>({
    resolver: zodResolver(blogForm),
    defaultValues: blogFormValues(item),
  });
  const { errors } = form.formState;
  const [title, content, status, excerpt, meta, slug] = useWatch({ control: form.control, name: ['title', 'content', 'status', 'excerpt', 'meta_description', 'slug'] });
  // A new post's slug follows its title until the slug is typed; a saved post keeps its address.
  const [slugEdited, setSlugEdited] = useState(item !== null);
  const contentLabel = useId();
  const contentMessage = useId();

  const editor = useItemEditor({
    listKey: 'blog_posts',
    item,
    form,
    toInput: blogInputOf,
    fieldOf: blogFieldOf,
    messages: { addFailed: 'Failed to create blog post.', updateFailed: 'Failed to update blog post', failedOnly: true },
    onClose,
  });
  const dateLabel = dateLabelOf(status);
  const titleField = form.register('title', {
    onChange: (event: { target: { value: string } }) => {
      if (!slugEdited) form.setValue('slug', slugFromTitle(event.target.value), { shouldDirty: true });
    },
  });
  const slugField = form.register('slug', {
    onChange: (event: { target: { value: string } }) => {
      setSlugEdited(true);
      form.setValue('slug', cleanSlugInput(event.target.value), { shouldValidate: form.formState.isSubmitted });
    },
    // A hyphen typed on the way to the next word is dropped when the field is left at it.
    onBlur: (event: { target: { value: string } }) => {
      const trimmed = event.target.value.replace(/^-+|-+$/g, '');
      if (trimmed !== event.target.value) form.setValue('slug', trimmed, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    },
  });

  return (
    <ItemDialog
      open
      wide
      onOpenChange={(open) => !open && onClose()}
      title={item ? 'Edit Blog Post' : 'Add Blog Post'}
      description="An article for your site's blog: written here, published when you say."
      dirty={editor.dirty}
      saving={editor.saving}
      onSubmit={editor.submit}
      submitLabel={item ? 'Save Changes' : 'Add Blog Post'}
      canSubmit={canSaveBlogPost({ title, content })}
      submitHint="Add a title and some content to save."
    >
      <InputField label="Title" registration={titleField} error={errors.title?.message} maxLength={200} autoFocus />
      <InputField
        label="Slug"
        registration={slugField}
        error={errors.slug?.message}
        maxLength={200}
        autoCapitalize="none"
        spellCheck={false}
        help={
          <>
            The post's address: <span className="font-mono text-foreground/80">/blog/{slug || slugFromTitle(title) || '…'}</span>. Lowercase letters, digits and hyphens.
          </>
        }
      />
      <div className="grid gap-2">
        <span id={contentLabel} className="text-sm font-medium leading-none">
          Content
        </span>
        <Controller
          control={form.control}
          name="content"
          render={({ field }) => (
            <RichTextEditor
              value={field.value}
              onChange={field.onChange}
              websiteId={websiteId}
              labelId={contentLabel}
              describedBy={errors.content ? contentMessage : undefined}
              invalid={Boolean(errors.content)}
            />
          )}
        />
        {errors.content?.message && (
          <p id={contentMessage} role="alert" className="text-[13px] leading-snug text-danger-text">
            {errors.content.message}
          </p>
        )}
      </div>
      <TextareaField
        label="Excerpt"
        registration={form.register('excerpt')}
        error={errors.excerpt?.message}
        length={excerpt.length}
        max={500}
        rows={3}
        help="A short summary for the post list. Left empty, the start of the post is used."
      />
      <TextareaField
        label="Meta Description"
        registration={form.register('meta_description')}
        error={errors.meta_description?.message}
        length={meta.length}
        max={META_DESCRIPTION_MAX}
        rows={2}
        help="What search engines and link previews show under the title."
      />
      <Controller
        control={form.control}
        name="tags"
        render={({ field }) => <TagInput label="Tags" value={field.value} onChange={field.onChange} suggestions={tagSuggestions} help="Press Enter or type a comma after each one." />}
      />
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label="Status" error={errors.status?.message}>
          <FieldControl>
            <Select
              {...form.register('status', {
                onChange: (event: { target: { value: string } }) => {
                  if (event.target.value !== 'scheduled') form.clearErrors('published_at');
                  // Published now, not at the future time it was scheduled for.
                  if (event.target.value === 'published' && isFuture(form.getValues('published_at'))) form.setValue('published_at', '', { shouldDirty: true });
                },
              })}
            >
              {(Object.keys(statusLabels) as Array<keyof typeof statusLabels>).map((value) => (
                <option key={value} value={value}>
                  {statusLabels[value]}
                </option>
              ))}
            </Select>
          </FieldControl>
        </Field>
        {dateLabel && (
          <Field
            label={dateLabel}
            error={errors.published_at?.message}
            help={status === 'scheduled' ? 'The post appears on your site at this time.' : 'Left empty, it is the time you save.'}
          >
            <FieldControl>
              <Input type="datetime-local" {...form.register('published_at')} />
            </FieldControl>
          </Field>
        )}
      </div>
      <div className="grid items-start gap-5 sm:grid-cols-2">
        <Field label="Related experience" error={errors.linked_experience_id?.message}>
          <FieldControl>
            <Select {...form.register('linked_experience_id')}>
              <option value="">None</option>
              {experiences.map((experience) => (
                <option key={experience.id} value={String(experience.id)}>
                  {[experience.position.trim() || 'Untitled Position', experience.name.trim()].filter(Boolean).join(' · ')}
                </option>
              ))}
            </Select>
          </FieldControl>
        </Field>
        <Field label="Related project" error={errors.linked_project_id?.message}>
          <FieldControl>
            <Select {...form.register('linked_project_id')}>
              <option value="">None</option>
              {projects.map((project) => (
                <option key={project.id} value={String(project.id)}>
                  {project.title.trim() || 'Untitled Project'}
                </option>
              ))}
            </Select>
          </FieldControl>
        </Field>
      </div>
    </ItemDialog>
  );
}
