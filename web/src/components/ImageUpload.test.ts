import { describe, expect, it } from 'vitest';
import { refusalText } from './ImageUpload';

describe('image refusals in the browser', () => {
  it('name the largest side allowed, in the interface language', () => {
    expect(refusalText('en-US', 'IMAGE_DIMENSIONS')).toBe('The image may be at most 4096 × 4096 pixels');
    expect(refusalText('zh-CN', 'IMAGE_DIMENSIONS')).toBe('图片的宽和高不能超过 4096 像素');
    expect(refusalText('en-US', 'IMAGE_NOT_SQUARE')).toMatch(/1:1/);
  });

  it("name a content picture's own size limit", () => {
    expect(refusalText('en-US', 'IMAGE_TOO_LARGE')).toBe('The image must not be larger than 1 MB');
    expect(refusalText('vi-VN', 'IMAGE_TOO_LARGE')).toBe('Ảnh không được lớn hơn 1 MB');
  });
});
