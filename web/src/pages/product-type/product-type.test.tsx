import type { AccessCode, TProduct, TProductType } from '@skin/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makePng } from '../../../../contract/src/testing/images';
import { formItem, onePage, screenOpener, serveScreen, symptomChoice } from '../../test/crud-page';
import { type FakeRoutes, refusal, requests, signedInPerTest } from '../../test/fake-api';
import {
  button,
  deleteAfterConfirming,
  dialogFromPage,
  dialogFromRow,
  editAfterCancelling,
  findButton,
  openDialog,
  page,
  rowOf,
  user,
} from '../../test/helpers';
import ProductTypePage from '.';

// Image uploads go through XMLHttpRequest (progress); the picker's own checks still run on the file.
vi.mock('../../api/file', async (original) => ({
  ...(await original<typeof import('../../api/file')>()),
  uploadImage: vi.fn(async () => ({ key: 'shops/3/images/new.png', url: '/new.png', size: 99, width: 32, height: 32 })),
}));
const now = new Date().toISOString();
const type = (over: Partial<TProductType>): TProductType => ({
  id: 1,
  shopId: 3,
  name: 'Acne care',
  sort: 0,
  productCount: 2,
  createdAt: now,
  updatedAt: now,
  ...over,
});
const TYPES = [type({}), type({ id: 2, name: 'Hydration', sort: 1, productCount: 0 })];
const CHOICES = [
  symptomChoice('acne', 'Acne'),
  symptomChoice('redness', 'Redness', {
    typeName: 'Sensitivity',
    degrees: [
      { degree: 1, color: '#FFCCC7' },
      { degree: 2, color: '#FF7875' },
      { degree: 3, color: '#CF1322' },
    ],
  }),
];
const product = (over: Partial<TProduct>): TProduct => ({
  id: 11,
  shopId: 3,
  typeId: 1,
  typeName: 'Acne care',
  name: 'Blue light therapy',
  image: 'shops/3/images/a.png',
  imageUrl: '/api/file/raw?key=shops%2F3%2Fimages%2Fa.png',
  link: 'https://example.com/blue',
  advantages: 'Calms active acne.',
  symptoms: [
    { symptomKey: 'acne', name: 'Acne', degree: 3, color: '#F5222D' },
    { symptomKey: 'redness', name: 'Redness', degree: 2, color: '#FF7875' },
  ],
  createdAt: now,
  updatedAt: now,
  ...over,
});
const PRODUCTS = [
  product({}),
  product({ id: 12, name: 'Fruit acid peel', image: null, imageUrl: null, link: '', symptoms: [] }),
];

const serve = (overrides: FakeRoutes = {}, data = { types: TYPES }) =>
  serveScreen(
    {
      '/productType/queryAll': { list: data.types, productTotal: data.types.reduce((n, x) => n + x.productCount, 0) },
      '/product/query/:page/:pageSize': onePage(PRODUCTS),
      '/symptomLabel/symptoms': CHOICES,
    },
    overrides,
  );

const OWNER: AccessCode[] = ['product-type', 'product-type:edit', 'symptom-label'];
const open = screenOpener(<ProductTypePage />, { path: '/product-type', access: OWNER });

signedInPerTest();

describe('/product-type', () => {
  it('lists programmes with their type, symptom chips on degree colours, and the types with their counts', async () => {
    serve();
    open();
    expect(await screen.findByText('Blue light therapy')).toBeTruthy();
    const row = rowOf('Blue light therapy');
    expect(within(row).getByText('Acne care')).toBeTruthy();
    expect(within(row).getByTestId('symptom-acne').textContent).toBe('Acne · Severe');
    expect(within(row).getByTestId('symptom-acne').style.background).toBe('rgb(245, 34, 45)');
    expect(within(row).getByTestId('symptom-redness').textContent).toBe('Redness · Moderate');
    // The imported programme has no picture yet.
    expect(within(rowOf('Fruit acid peel')).getByRole('img', { name: 'No image yet' })).toBeTruthy();
    const types = screen.getByRole('navigation', { name: 'Programme types' });
    expect(within(types).getByText('All types').closest('button')?.textContent).toBe('All types2');
    expect(within(types).getByText('Hydration').closest('button')?.textContent).toBe('Hydration0');
  });

  it('picking a type filters the list, kept in the URL', async () => {
    const bodies = serve();
    const { router } = open();
    await screen.findByText('Blue light therapy');
    await user.click(within(screen.getByRole('navigation', { name: 'Programme types' })).getByText('Hydration'));
    await waitFor(() => expect(bodies['/product/query/1/20']?.at(-1)).toMatchObject({ typeId: 2 }));
    expect(router.state.location.search).toBe('?type=2');
  });

  it.each([
    ['a link', '/product-type?symptom=redness'],
    ["an older console's link", `/product-type?list=${encodeURIComponent(JSON.stringify({ symptomKey: 'redness' }))}`],
  ])('filters by symptom from %s', async (_, path) => {
    const bodies = serve();
    const { router } = open(OWNER, 'owner', path);
    await screen.findByText('Blue light therapy');
    expect(bodies['/product/query/1/20']?.[0]).toEqual({
      typeId: null,
      name: null,
      symptomKey: 'redness',
      shopId: null,
    });
    await waitFor(() => expect(router.state.location.search).toBe('?symptom=redness'));
  });

  it('the add form prompts for type, scheme name, image and introduction, and checks the link', async () => {
    const bodies = serve();
    open();
    await screen.findByText('Blue light therapy');
    const dialog = await dialogFromPage('Add programme');
    await user.type(within(dialog).getByLabelText('External link'), 'not a link');
    await user.click(button(dialog, 'OK'));
    expect(await within(dialog).findByText('Choose the programme type')).toBeTruthy();
    expect(within(dialog).getByText('Enter the scheme name')).toBeTruthy();
    expect(within(dialog).getByText('Upload the programme image')).toBeTruthy();
    expect(within(dialog).getByText('Enter the introduction')).toBeTruthy();
    expect(within(dialog).getByText('Please enter a correct link address')).toBeTruthy();
    // At most six symptom rows.
    const add = button(dialog, /Add symptom/);
    for (let i = 0; i < 6; i++) await user.click(add);
    expect(add.hasAttribute('disabled')).toBe(true);
    expect(add.textContent).toContain('(6/6)');
    expect(bodies['/product/add']).toBeUndefined();
  });

  it('editing sends the whole programme; a name taken shows on its field', async () => {
    const bodies = serve({
      '/product/update/11': refusal(600105, 'The scheme name "Blue light therapy" already exists'),
    });
    open();
    await screen.findByText('Blue light therapy');
    const dialog = await dialogFromRow('Blue light therapy');
    expect(within(dialog).getByText('Edit programme')).toBeTruthy();
    await user.click(button(dialog, 'OK'));
    await waitFor(() =>
      expect(bodies['/product/update/11']).toEqual([
        {
          typeId: 1,
          name: 'Blue light therapy',
          image: 'shops/3/images/a.png',
          link: 'https://example.com/blue',
          advantages: 'Calms active acne.',
          symptoms: [
            { symptomKey: 'acne', degree: 3 },
            { symptomKey: 'redness', degree: 2 },
          ],
        },
      ]),
    );
    expect(
      await within(formItem(dialog, 'Scheme name')).findByText('The scheme name "Blue light therapy" already exists'),
    ).toBeTruthy();
  });

  it("Edit one programme, Cancel, Edit another: the form holds the other's values, not the first's picture", async () => {
    const bodies = serve();
    open();
    await screen.findByText('Blue light therapy');
    const { value, dialog } = await editAfterCancelling('Blue light therapy', 'Fruit acid peel', 'Scheme name');
    expect(value).toBe('Fruit acid peel');
    // The second programme has no picture: the form asks for one instead of saving the first's.
    expect(await within(dialog).findByText('Upload the programme image')).toBeTruthy();
    expect(bodies['/product/update/12']).toBeUndefined();
    expect(bodies['/product/update/11']).toBeUndefined();
  });

  it('deleting a programme asks first, naming it', async () => {
    const bodies = serve({ '/product/delete/11': { id: 11 } });
    open();
    await screen.findByText('Blue light therapy');
    await deleteAfterConfirming(bodies, {
      row: 'Blue light therapy',
      path: '/product/delete/11',
      says: ['Delete the programme "Blue light therapy"?', 'Its image is deleted too. This cannot be undone.'],
    });
  });

  it('a type with programmes cannot be deleted; an empty one is, after a confirmation', async () => {
    const bodies = serve({ '/productType/delete/2': { id: 2 } });
    open();
    await screen.findByText('Blue light therapy');
    const nav = screen.getByRole('navigation', { name: 'Programme types' });
    await user.click(within(nav).getByText('Acne care'));
    expect(button(nav, 'Delete type').hasAttribute('disabled')).toBe(true);
    await user.click(within(nav).getByText('Hydration'));
    await waitFor(() => expect(button(nav, 'Delete type').hasAttribute('disabled')).toBe(false));
    await user.click(button(nav, 'Delete type'));
    const dialog = await openDialog();
    expect(dialog.textContent).toContain('Delete the type "Hydration"?');
    await user.click(button(dialog, 'Delete type'));
    await waitFor(() => expect(bodies['/productType/delete/2']).toHaveLength(1));
  });

  it('a store without types is told to add a type first', async () => {
    serve({}, { types: [] });
    open();
    expect(await screen.findByText('No programme types yet')).toBeTruthy();
    expect(screen.getByText(/Add a programme type first/)).toBeTruthy();
    expect(button(page(), 'Add type')).toBeTruthy();
    expect(findButton(page(), 'Add programme')).toBeNull();
  });

  it('staff without the edit code read and open details, but add, edit and delete nothing', async () => {
    serve();
    open(['product-type'], 'staff');
    await screen.findByText('Blue light therapy');
    expect(findButton(page(), 'Add programme')).toBeNull();
    expect(findButton(page(), 'Batch add')).toBeNull();
    expect(findButton(page(), 'Add type')).toBeNull();
    expect(findButton(rowOf('Blue light therapy'), 'Edit')).toBeNull();
    expect(findButton(rowOf('Blue light therapy'), 'Delete')).toBeNull();
    expect(findButton(rowOf('Blue light therapy'), 'View')).toBeTruthy();
  });

  it('the platform picks a store first, then reads it without any change buttons', async () => {
    serve();
    open(['product-type', 'users'], 'platform');
    expect(await screen.findByText('Pick a store to see its programme types and programmes.')).toBeTruthy();
    expect(screen.getByText(/only the store can change them/)).toBeTruthy();
    expect(requests().some((r) => r.path.startsWith('/product'))).toBe(false);
  });

  it('the platform reading a store sees its programmes read-only', async () => {
    const bodies = serve();
    open(['product-type', 'users'], 'platform', '/product-type?shopId=3');
    await screen.findByText('Blue light therapy');
    expect(bodies['/productType/queryAll']?.[0]).toEqual({ shopId: 3 });
    expect(bodies['/product/query/1/20']?.[0]).toMatchObject({ shopId: 3 });
    expect(findButton(page(), 'Add programme')).toBeNull();
    expect(findButton(rowOf('Blue light therapy'), 'Edit')).toBeNull();
  });

  it('the batch form checks every row before sending', async () => {
    serve({
      '/product/batchAdd': () =>
        refusal(600108, 'Nothing was added: 2 problems were found', {
          rows: [
            { row: 1, column: 'Scheme name', field: 'name', message: 'The scheme name repeats row 2' },
            {
              row: 2,
              column: 'Degree 1',
              field: 'symptoms.0.degree',
              message: 'Choose a degree: mild, moderate or severe',
            },
          ],
          faultCount: 2,
        }),
    });
    open();
    await screen.findByText('Blue light therapy');
    const dialog = await dialogFromPage('Batch add');
    expect(within(dialog).getByText('Row 1')).toBeTruthy();
    expect(within(dialog).getByText('Row 2')).toBeTruthy();
    expect(button(dialog, 'Add all (2)')).toBeTruthy();
    await user.click(button(dialog, 'Add row'));
    expect(button(dialog, 'Add all (3)')).toBeTruthy();
    // Required fields are checked before anything is sent.
    await user.click(button(dialog, 'Add all (3)'));
    await waitFor(() => expect(within(dialog).getAllByText('Enter the scheme name')).toHaveLength(3));
    expect(requests().some((r) => r.path.startsWith('/product/batchAdd'))).toBe(false);
    expect(within(dialog).getByText('Spreadsheet')).toBeTruthy();
  });

  it('a refused batch lists every row at fault (row, column, problem) and marks the field', async () => {
    const bodies = serve({
      '/product/batchAdd': () =>
        refusal(600108, 'Nothing was added: 1 problems were found', {
          rows: [{ row: 1, column: 'Scheme name', field: 'name', message: 'The scheme name "Peel" already exists' }],
          faultCount: 1,
        }),
    });
    open();
    await screen.findByText('Blue light therapy');
    // Rows start with the type the list shows.
    await user.click(within(screen.getByRole('navigation', { name: 'Programme types' })).getByText('Acne care'));
    const dialog = await dialogFromPage('Batch add');
    await user.click(button(within(dialog).getByRole('region', { name: 'Row 2' }), 'Remove row'));
    const row = within(dialog).getByRole('region', { name: 'Row 1' });
    await user.type(within(row).getByLabelText('Scheme name'), 'Peel');
    await user.type(within(row).getByLabelText('Introduction'), 'Gentle peel.');
    const input = row.querySelector('input[type=file]') as HTMLInputElement;
    await user.upload(input, new File([new Uint8Array(makePng(32, 32))], 'p.png', { type: 'image/png' }));
    await within(row).findByRole('img', { name: 'Image' });
    await user.click(button(dialog, 'Add all (1)'));
    await waitFor(() => expect(bodies['/product/batchAdd']).toHaveLength(1));
    expect(bodies['/product/batchAdd']![0]).toEqual({
      rows: [
        {
          typeId: 1,
          name: 'Peel',
          image: 'shops/3/images/new.png',
          link: '',
          advantages: 'Gentle peel.',
          symptoms: [],
        },
      ],
    });
    const faults = await within(dialog).findByTestId('import-faults');
    expect(faults.textContent).toContain('Nothing was added. Fix these rows and try again:');
    const line = within(faults).getByText('The scheme name "Peel" already exists').closest('tr') as HTMLElement;
    expect(line.textContent).toBe('1Scheme nameThe scheme name "Peel" already exists');
    expect(within(formItem(row, 'Scheme name')).getByText('The scheme name "Peel" already exists')).toBeTruthy();
  });
});
