/**
 * Enter in a field submits the form, as in any web form, when the form's own buttons sit outside it (a dialog's
 * footer, a drawer's header): a browser submits on Enter only through a submit button inside the form. Hidden,
 * out of the tab order and of the accessibility tree; the visible buttons stay the ones people use.
 */
export function SubmitOnEnter() {
  return <button type="submit" hidden tabIndex={-1} aria-hidden="true" />;
}
