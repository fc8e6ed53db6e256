import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { exportsOf, namesImported } from './console-chunk';

const nodeModules = path.resolve(import.meta.dirname, '../../node_modules');

describe('the console chunk follows an import from a library index to the names it takes', () => {
  it('reads the names a module imports from a package, types left out', () => {
    const code = [
      "import { Button, Input as TextInput, type FormProps } from 'antd';",
      "import type { TableProps } from 'antd';",
      "import { UserOutlined } from '@ant-design/icons';",
      "import { useState } from 'react';",
    ].join('\n');
    expect(namesImported(code, 'antd')).toEqual(['Button', 'Input']);
    expect(namesImported(code, '@ant-design/icons')).toEqual(['UserOutlined']);
    expect(namesImported(code, 'dayjs')).toEqual([]);
  });

  it('gives up on a namespace or default import (the whole index is followed then)', () => {
    expect(namesImported("import * as antd from 'antd';", 'antd')).toBeNull();
    expect(namesImported("import antd from 'antd';", 'antd')).toBeNull();
  });

  it("maps antd's and the icons' exports to their own modules, through `export *`", () => {
    const antd = exportsOf(path.join(nodeModules, 'antd/es/index.js'));
    expect(antd.get('Button')).toBe(path.join(nodeModules, 'antd/es/button/index.js'));
    expect(antd.get('ConfigProvider')).toBe(path.join(nodeModules, 'antd/es/config-provider/index.js'));
    const icons = exportsOf(path.join(nodeModules, '@ant-design/icons/es/index.js'));
    expect(icons.get('UserOutlined')).toBe(path.join(nodeModules, '@ant-design/icons/es/icons/UserOutlined.js'));
    expect(exportsOf(path.join(nodeModules, 'no-such-package/index.js')).size).toBe(0);
  });
});
