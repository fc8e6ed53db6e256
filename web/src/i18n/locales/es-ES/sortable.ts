import type { LocaleArea } from '../../types';
import type en from '../en-US/sortable';

export default {
  column: 'Orden',
  handle: 'Arrastrar para reordenar «{{name}}»',
  moveUp: 'Subir «{{name}}»',
  moveDown: 'Bajar «{{name}}»',
  instructions:
    'Para tomar una fila, pulse Espacio o Intro. Muévala con las flechas, suéltela con Espacio o Intro, o cancele con Escape.',
  picked: 'Ha tomado {{name}}, posición {{from}} de {{count}}.',
  over: '{{name}} movido a la posición {{to}} de {{count}}.',
  dropped: '{{name}} soltado en la posición {{to}} de {{count}}.',
  cancelled: 'Reordenación cancelada; {{name}} sigue en la posición {{from}}.',
} satisfies LocaleArea<typeof en>;
