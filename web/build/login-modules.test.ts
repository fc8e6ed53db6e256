import { describe, expect, it } from 'vitest';
import { loginModulesOf, type PassChunk } from './login-modules';

const chunk = (
  fileName: string,
  moduleIds: string[],
  imports: string[] = [],
  dynamicImports: string[] = [],
  isEntry = false,
): PassChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  moduleIds,
  imports,
  dynamicImports,
  facadeModuleId: moduleIds[0] ?? null,
});

describe('the modules /login loads, from the first pass of the build', () => {
  it('takes the entry, the sign-in page and layout, the languages and their static imports, nothing else', () => {
    const chunks = [
      chunk(
        'index.js',
        ['/w/src/main.tsx', '/w/src/app/router.tsx'],
        ['vendor.js'],
        [
          'login.js',
          'console.js',
          'users.js',
          'locale-en.js',
          'locale-en-screens.js',
          'messages-en.js',
          'antd-zh.js',
          'feedback.js',
        ],
        true,
      ),
      chunk('vendor.js', ['/w/node_modules/react/index.js']),
      chunk('sign-in.js', ['/w/src/layout/AuthLayout.tsx', '/w/node_modules/antd/es/input/Input.js'], ['input.js']),
      chunk('input.js', ['/w/node_modules/@rc-component/input/es/Input.js']),
      chunk('login.js', ['/w/src/pages/login/index.tsx'], ['sign-in.js']),
      // The signed-in layout sits in the console chunk (no facade of its own): a screen's, not /login's.
      chunk('console.js', ['/w/node_modules/antd/es/table/Table.js', '/w/src/layout/MainLayout.tsx'], ['forms.js']),
      chunk('forms.js', ['/w/node_modules/@rc-component/form/es/useForm.js']),
      chunk('users.js', ['/w/src/pages/users/index.tsx'], ['console.js']),
      chunk('locale-en.js', ['\0virtual:locale-texts/en-US/shell'], ['text-helper.js']),
      chunk('text-helper.js', ['/w/src/i18n/helper.ts']),
      chunk('locale-en-screens.js', ['\0virtual:locale-texts/en-US/screens'], ['console.js']),
      chunk('messages-en.js', ['\0virtual:server-messages/en-US']),
      chunk('antd-zh.js', ['/w/node_modules/antd/es/locale/zh_CN.js']),
      chunk('feedback.js', ['/w/src/app/FeedbackHolders.tsx'], ['console.js']),
    ];
    expect([...loginModulesOf(chunks)].sort()).toEqual(
      [
        '/w/src/main.tsx',
        '/w/src/app/router.tsx',
        '/w/node_modules/react/index.js',
        '/w/src/layout/AuthLayout.tsx',
        '/w/node_modules/antd/es/input/Input.js',
        '/w/node_modules/@rc-component/input/es/Input.js',
        '/w/src/pages/login/index.tsx',
        '\0virtual:locale-texts/en-US/shell',
        '/w/src/i18n/helper.ts',
        '\0virtual:server-messages/en-US',
        '/w/node_modules/antd/es/locale/zh_CN.js',
      ].sort(),
    );
  });
});
