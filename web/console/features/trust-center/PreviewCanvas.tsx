import '@web/trust-site/trust-site.css';
import './preview.css';
import { DndContext, KeyboardSensor, PointerSensor, closestCenter, useSensor, useSensors, type CollisionDetection, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, arrayMove, rectSortingStrategy, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconGripVertical } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, type PointerEventHandler, type ReactNode } from 'react';
import { normalizeSectionOrder, type PublicSiteData, type SequenceObjectType, type SiteSectionKey } from '@shared/contracts/tc-config';
import type { Permission } from '@shared/permissions';
import { limits } from '@shared/limits';
import { notifyError } from '@web/lib/notify';
import { TrustSite, type SiteHooks } from '@web/trust-site/TrustSite';
import { useSession } from '../../auth/session';
import { previewCache, useChangeSequence, useUpdateSiteConfiguration } from './api';

/** Which object type each section's items are, and who may move them (portal §7). */
const itemTypes: Partial<Record<SiteSectionKey, { type: SequenceObjectType; permission: Permission; list: keyof PublicSiteData }>> = {
  compliance: { type: 'SECURITY_CERTIFICATE', permission: 'documents:edit', list: 'certifications' },
  reports: { type: 'SECURITY_REPORT', permission: 'documents:edit', list: 'reports' },
  topics: { type: 'SECURITY_TOPIC', permission: 'security_topics:edit', list: 'topics' },
  policies: { type: 'SECURITY_CONTROL', permission: 'security_control:edit', list: 'policies' },
  trusted_by: { type: 'TRUSTED_BY', permission: 'tc_config:edit', list: 'trusted_by' },
  announcements: { type: 'ANNOUNCEMENT', permission: 'announcements:edit', list: 'announcements' },
};

const sectionLabels: Record<SiteSectionKey, string> = {
  pillars: 'Security pillars',
  compliance: 'Compliance',
  reports: 'Security reports',
  topics: 'Security topics',
  policies: 'Policies and practices',
  sub_processors: 'Sub-processors',
  trusted_by: 'Trusted by',
  announcements: 'Announcements',
};

function SortableSection({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      className="tcp-section"
      data-dragging={isDragging || undefined}
      data-testid={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="tcp-handle"
        aria-label={`Move the ${label} section`}
        title="Drag to move this section"
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={16} /> {label}
      </button>
      {children}
    </div>
  );
}

/** The whole card drags with the pointer; the keyboard moves it through its own handle, so the card's links stay plain links. */
function SortableItem({ id, children }: { id: string; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <div
      ref={setNodeRef}
      className="tcp-item"
      data-dragging={isDragging || undefined}
      data-testid={id}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onPointerDown={listeners?.onPointerDown as PointerEventHandler<HTMLDivElement> | undefined}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="tcp-item-handle"
        aria-label="Move this item"
        title="Drag to move this item"
        {...attributes}
        {...listeners}
      >
        <IconGripVertical size={14} aria-hidden />
      </button>
      {children}
    </div>
  );
}

/** A section only lands among sections, an item only among the items of its own section. */
const sameListCollision: CollisionDetection = (args) => {
  const id = String(args.active.id);
  const prefix = id.startsWith('section:') ? 'section:' : `${id.split(':').slice(0, 2).join(':')}:`;
  return closestCenter({ ...args, droppableContainers: args.droppableContainers.filter((c) => String(c.id).startsWith(prefix)) });
};

/**
 * The staff preview: the public page's own components, with sections and items that can be dragged
 * (drag starts after 8 px) to save a new order.
 */
export function PreviewCanvas({ data }: { data: PublicSiteData }) {
  const session = useSession();
  const qc = useQueryClient();
  const cache = previewCache(qc);
  const changeSequence = useChangeSequence();
  const saveConfig = useUpdateSiteConfiguration();
  const canMoveSections = session.can('tc_config:edit');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: limits.dragThresholdPx } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const hooks = useMemo<SiteHooks>(() => {
    const h: SiteHooks = {};
    if (canMoveSections) {
      h.sectionList = (keys, children) => (
        <SortableContext items={keys.map((k) => `section:${k}`)} strategy={verticalListSortingStrategy}>
          {children}
        </SortableContext>
      );
      h.section = (key, children) => (
        <SortableSection id={`section:${key}`} label={sectionLabels[key]}>
          {children}
        </SortableSection>
      );
    }
    h.itemList = (key, ids, children) =>
      itemTypes[key] && session.can(itemTypes[key].permission) ? (
        <SortableContext items={ids.map((id) => `item:${key}:${id}`)} strategy={rectSortingStrategy}>
          {children}
        </SortableContext>
      ) : (
        children
      );
    h.item = (key, id, children) =>
      itemTypes[key] && session.can(itemTypes[key].permission) ? <SortableItem id={`item:${key}:${id}`}>{children}</SortableItem> : children;
    return h;
  }, [canMoveSections, session]);

  async function onDragEnd(e: DragEndEvent) {
    const active = String(e.active.id);
    const over = e.over ? String(e.over.id) : null;
    if (!over || active === over) return;
    const current = cache.get();
    if (!current) return;
    if (active.startsWith('section:') && over.startsWith('section:')) {
      const order = normalizeSectionOrder(current.section_order);
      const from = order.indexOf(active.slice(8) as SiteSectionKey);
      const to = order.indexOf(over.slice(8) as SiteSectionKey);
      const next = arrayMove(order, from, to);
      cache.set({ ...current, section_order: next });
      try {
        await saveConfig.mutateAsync({ section_order: next });
      } catch (err) {
        cache.set(current);
        notifyError(err);
      }
      return;
    }
    const [, key, id] = active.split(':') as [string, SiteSectionKey, string];
    const [, overKey, overId] = over.split(':') as [string, SiteSectionKey, string];
    const spec = itemTypes[key];
    if (!spec || overKey !== key || !over.startsWith('item:')) return;
    const list = current[spec.list] as { id: string }[];
    const from = list.findIndex((x) => x.id === id);
    const to = list.findIndex((x) => x.id === overId);
    if (from < 0 || to < 0) return;
    cache.set({ ...current, [spec.list]: arrayMove(list, from, to) });
    try {
      await changeSequence.mutateAsync({ object_type: spec.type, object_id: id, sequence: to + 1 });
    } catch (err) {
      cache.set(current);
      notifyError(err);
    }
  }

  return (
    <div className="tc-preview" data-testid="tc-preview">
      <DndContext sensors={sensors} collisionDetection={sameListCollision} onDragEnd={(e) => void onDragEnd(e)}>
        <TrustSite data={data} hooks={hooks} subscribe={null} embedded />
      </DndContext>
    </div>
  );
}
