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
    // After a hyphen, as a browser breaks; never inside a word.
    expect(twoLines('Last app sign-in', 'en-US')).toEqual(['Last app', 'sign-in']);
    expect(twoLines('Pemindaian-ulang otomatis', 'id-ID')).toEqual(['Pemindaian-', 'ulang otomatis']);
    expect(twoLines('Configuración', 'es-ES')).toBeNull();
  });

  it('asks the word breaker only for a language written without spaces', () => {
    const Segmenter = Intl.Segmenter;
    let made = 0;
    const intl = Intl as { Segmenter: typeof Segmenter };
    intl.Segmenter = class extends Segmenter {
      constructor(...args: ConstructorParameters<typeof Segmenter>) {
        super(...args);
        made++;
      }
    };
    try {
      // Split as the segmenter split them, without it.
      expect(twoLines('Método de pago y fecha', 'es-ES')).toEqual(['Método de', 'pago y fecha']);
      expect(twoLines('Last sign-in on the app', 'en-US')).toEqual(['Last sign-', 'in on the app']);
      expect(made).toBe(0);
      expect(twoLines('支付方式与支付时间', 'zh-CN')).not.toBeNull();
      expect(made).toBe(1);
    } finally {
      intl.Segmenter = Segmenter;
    }
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
