// A viewer plugin that makes the scrolling page area reachable by keyboard (WCAG 2.1.1: arrows and Page
// Down scroll it once focused) and names it. The viewer renders that area itself; the plugin only adds
// attributes to it through the slot the viewer hands its plugins.
import type { Plugin, RenderViewer, Slot } from '@react-pdf-viewer/core';

export function focusablePagesPlugin(label: string): Plugin {
  return {
    renderViewer({ slot }: RenderViewer): Slot {
      if (!slot.subSlot) return slot;
      const attrs = { ...slot.subSlot.attrs, role: 'region', 'aria-label': label, tabIndex: 0 };
      return { ...slot, subSlot: { ...slot.subSlot, attrs } };
    },
  };
}
