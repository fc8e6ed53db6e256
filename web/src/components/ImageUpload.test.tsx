import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ImageUpload } from './ImageUpload';

// The crop dialog's texts are what the console hands antd-img-crop; left out, it writes them itself in English
// (or Chinese, by the browser's language rather than the console's).
const cropProps = vi.hoisted(() => ({ last: {} as Record<string, unknown> }));
vi.mock('antd-img-crop', () => ({
  default: (props: Record<string, unknown> & { children: ReactNode }) => {
    cropProps.last = props;
    return props.children;
  },
}));

describe('ImageUpload', () => {
  it("names every button of the crop dialog in the console's language, Reset included", () => {
    renderWithProviders(<ImageUpload label="Image 1" />);
    expect(cropProps.last).toMatchObject({
      modalTitle: 'Crop to a square (1:1)',
      modalOk: 'Crop and upload',
      modalCancel: 'Cancel',
      resetText: 'Reset',
    });
  });
});
