import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ColumnTitle, twoLines } from './ColumnTitle';

describe('ColumnTitle', () => {
  it('splits a long title between words, the longer half as short as it can be, in every language', () => {
    expect(twoLines('Nombre de usuario', 'es-ES')).toEqual(['Nombre de', 'usuario']);
    expect(twoLines('Login aplikasi terakhir', 'id-ID')).toEqual(['Login aplikasi', 'terakhir']);
    expect(twoLines('Phương thức thanh toán', 'vi-VN')).toEqual(['Phương thức', 'thanh toán']);
    // No spaces in Thai: the break falls between its words, never inside one.
    expect(twoLines('ประเภทคำสั่งซื้อ', 'th-TH')).toEqual(['ประเภท', 'คำสั่งซื้อ']);
    // Two things side by side break between them.
    expect(twoLines('Cuentas de la app / Dispositivos', 'es-ES')).toEqual(['Cuentas de la app /', 'Dispositivos']);
  });

  it('keeps a short title whole', () => {
    expect(twoLines('用户名', 'zh-CN')).toBeNull();
    expect(twoLines('Actions', 'en-US')).toBeNull();
  });

  it('lays the halves out unbroken, reading as the title', () => {
    const { container } = render(<ColumnTitle text="Último inicio en la app" lang="es-ES" />);
    expect(container.textContent).toBe('Último inicio en la app');
    expect([...container.querySelectorAll('.su-nowrap')].map((s) => s.textContent)).toEqual([
      'Último inicio',
      'en la app',
    ]);
  });
});
