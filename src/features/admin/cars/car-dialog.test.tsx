// @vitest-environment happy-dom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { CarSavedEmitted } from '../../../../machines/car-dialog/car-dialog.machine';
import type { CarInput } from '../../../../machines/car-form/car-form.model';
import { getDb, resetMockBackend, server } from '../../../../mocks/node';
import { login } from '../../../../mocks/test-helpers';
import { logic } from '../../../actors/wiring/portal';
import { MSG } from '../../../../domain/app-messages';
import { clearToken, setToken } from '../../../../api/token-storage';
import { DEFAULT_LOCATION, UPLOAD_MAX_BYTES } from '../../../../domain/constants';
import { Toaster, toaster } from '../../../components/ui/toaster';
import { CarDialog } from './car-dialog';
import { FORM_TEXT } from './cars-copy';
import { renderPage } from '../../../../tests/setup/render-page';
import { choose } from '../../../../tests/setup/choose';

const png = () => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], 'front.png', { type: 'image/png' });

/** Bodies of the add/edit requests the dialog sent. */
const saves: Array<{ method: string; body: CarInput }> = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(async () => {
  await resetMockBackend();
  setToken(await login(), true);
  saves.length = 0;
  server.events.on('request:start', async ({ request }) => {
    if (/\/api\/admin\/cars\/(add|edit)/.test(request.url)) saves.push({ method: request.method, body: (await request.clone().json()) as CarInput });
  });
});
afterEach(() => {
  cleanup();
  toaster.remove();
  clearToken();
  server.events.removeAllListeners();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The dialog with the portal's real wiring (its form, slots and uploads reach msw). */
function renderDialog() {
  const dialog = createActor(logic.carDialog).start();
  const saved: CarSavedEmitted[] = [];
  dialog.on('car.saved', (e) => saved.push(e));
  const ui = (
    <>
      <CarDialog dialog={dialog} />
      <Toaster />
    </>
  );
  const { user } = renderPage(ui, { user: { applyAccept: false } });
  return { dialog, saved, user };
}

const DIALOG_NAME = /Add New Car|Edit Car/;
const inDialog = () => within(screen.getByRole('dialog', { name: DIALOG_NAME }));
/** Ark mounts the portalled dialog a moment after it opens. */
const opened = async () => within(await screen.findByRole('dialog', { name: DIALOG_NAME }));
const submitButton = (name: string) => inDialog().getByRole('button', { name });

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  const d = inDialog();
  await user.type(d.getByLabelText(/^Name/), 'Pagani Utopia');
  await choose(user, d.getByRole('combobox', { name: /^Brand/ }), FORM_TEXT.otherBrand);
  await user.type(d.getByLabelText(/^Custom brand/), 'Pagani');
  await user.type(d.getByLabelText(/^Model/), 'Utopia');
  await choose(user, d.getByLabelText(/^Category/), 'Sports');
}

describe('<CarDialog>', () => {
  it('adds a car: submit only once everything required and an image are in, then the SPEC §5 payload', async () => {
    const { dialog, saved, user } = renderDialog();
    act(() => dialog.send({ type: 'dialog.openForAdd' }));
    const d = await opened();
    expect(screen.getByRole('heading', { name: FORM_TEXT.addTitle })).toBeInTheDocument();
    expect(d.getByLabelText(/^Year/)).toHaveValue(new Date().getFullYear());
    expect(d.getByRole('combobox', { name: /^Transmission/ })).toHaveTextContent(/^Automatic$/);
    expect(d.getByRole('combobox', { name: /^Fuel/ })).toHaveTextContent(/^Petrol$/);
    expect(d.getByRole('combobox', { name: /^Seats/ })).toHaveTextContent(/^5$/);
    // Nothing chosen yet: the placeholder, and the combobox says it is required.
    expect(d.getByRole('combobox', { name: /^Category/ })).toHaveTextContent(FORM_TEXT.choose);
    expect(d.getByRole('combobox', { name: /^Category/ })).toHaveAttribute('aria-required', 'true');
    expect(d.getByLabelText(/^Location/)).toHaveValue(DEFAULT_LOCATION);
    expect(d.getByRole('switch', { name: FORM_TEXT.labels.isFeatured })).not.toBeChecked();
    expect(d.getByRole('switch', { name: FORM_TEXT.labels.isActive })).toBeChecked();
    expect(d.getByRole('switch', { name: FORM_TEXT.labels.isAvailable })).toBeChecked();
    expect(submitButton('Add Car')).toBeDisabled();

    await fillRequired(user);
    await user.type(d.getByLabelText(/^Horsepower/), '852');
    await user.click(d.getByRole('button', { name: 'Add Bluetooth' }));
    await user.click(d.getByRole('button', { name: 'Add Sunroof' }));
    expect(d.getByLabelText(/^Features/)).toHaveValue('Bluetooth, Sunroof');
    expect(submitButton('Add Car')).toBeDisabled();
    expect(submitButton('Add Car')).toHaveAccessibleDescription(FORM_TEXT.stillNeeded(FORM_TEXT.anImage));

    await user.upload(d.getByLabelText(FORM_TEXT.slotLabel(1)), png());
    await waitFor(() => expect(d.getByRole('img', { name: FORM_TEXT.previewAlt(1) })).toBeInTheDocument());
    expect(submitButton('Add Car')).toBeEnabled();

    await user.click(submitButton('Add Car'));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await screen.findByText(MSG.carAdded)).toBeInTheDocument();

    const [{ method, body }] = saves as [(typeof saves)[number]];
    expect(method).toBe('POST');
    expect(body).toMatchObject({
      name: 'Pagani Utopia', brand: 'Pagani', model: 'Utopia', year: new Date().getFullYear(), category: 'Sports', seats: 5,
      transmission: 'Automatic', fuelType: 'Petrol', location: DEFAULT_LOCATION, features: ['Bluetooth', 'Sunroof'],
      specifications: { horsepower: 852 }, isFeatured: false, isActive: true, isAvailable: true,
    });
    expect(body.specifications).not.toHaveProperty('topSpeed');
    expect(body.images).toEqual([{ url: expect.stringMatching(/\/uploads\/[0-9a-f]+\.png$/), alt: 'Pagani Utopia Image 1', isPrimary: true }]);
    expect((await getDb()).cars[0]?.name).toBe('Pagani Utopia');
    expect(saved[0]?.mode).toBe('add');
  });

  it('refuses a wrong type and a file over 5MB under the slot, without uploading', async () => {
    const { dialog, user } = renderDialog();
    act(() => dialog.send({ type: 'dialog.openForAdd' }));
    const d = await opened();
    const uploads: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('upload-image')) uploads.push(request.url);
    });
    await user.upload(d.getByLabelText(FORM_TEXT.slotLabel(1)), new File(['GIF89a'], 'anim.gif', { type: 'image/gif' }));
    expect(await d.findByText(MSG.fileType)).toBeInTheDocument();
    await user.upload(d.getByLabelText(FORM_TEXT.slotLabel(2)), new File([new Uint8Array(UPLOAD_MAX_BYTES + 1)], 'big.png', { type: 'image/png' }));
    expect(await d.findByText(MSG.fileTooLarge)).toBeInTheDocument();
    expect(uploads).toEqual([]);
  });

  it('shows the upload error texts of SPEC §8 under the slot, and a failed upload can be tried again', async () => {
    let answer: () => Response = () => HttpResponse.json({ success: false, message: 'Payload Too Large' }, { status: 413 });
    server.use(http.post('*/api/admin/cars/upload-image', () => answer()));
    const { dialog, user } = renderDialog();
    act(() => dialog.send({ type: 'dialog.openForAdd' }));
    const d = await opened();
    await user.upload(d.getByLabelText(FORM_TEXT.slotLabel(1)), png());
    expect(await d.findByText(MSG.upload413)).toBeInTheDocument();

    answer = () => HttpResponse.json({ success: false, message: 'Storage is full' }, { status: 507 });
    await user.click(d.getByRole('button', { name: `${FORM_TEXT.retry} ${FORM_TEXT.slotLabel(1)}` }));
    expect(await d.findByText('Storage is full')).toBeInTheDocument();

    answer = () => new HttpResponse('oops', { status: 500 });
    await user.click(d.getByRole('button', { name: `${FORM_TEXT.retry} ${FORM_TEXT.slotLabel(1)}` }));
    expect(await d.findByText(MSG.uploadGeneric)).toBeInTheDocument();
    expect(d.getByRole('button', { name: FORM_TEXT.submitAdd })).toBeDisabled();
  });

  it('a failed save keeps everything typed, names the field and says why', async () => {
    server.use(http.post('*/api/admin/cars/add', () => HttpResponse.json({ success: false, message: 'model: Too long', field: 'model' }, { status: 400 })));
    const { dialog, saved, user } = renderDialog();
    act(() => dialog.send({ type: 'dialog.openForAdd' }));
    const d = await opened();
    await fillRequired(user);
    await user.upload(d.getByLabelText(FORM_TEXT.slotLabel(1)), png());
    await waitFor(() => expect(submitButton('Add Car')).toBeEnabled());
    await user.click(submitButton('Add Car'));

    const reason = MSG.serverError(400, 'model: Too long');
    expect(await screen.findByText(MSG.addCarFailedReason(reason))).toBeInTheDocument();
    expect(d.getByLabelText(/^Model/)).toHaveAccessibleDescription(reason);
    expect(d.getByLabelText(/^Name/)).toHaveValue('Pagani Utopia');
    expect(d.getByLabelText(/^Custom brand/)).toHaveValue('Pagani');
    expect(d.getByRole('img', { name: FORM_TEXT.previewAlt(1) })).toBeInTheDocument();
    expect(saved).toEqual([]);

    await user.type(d.getByLabelText(/^Model/), ' S');
    expect(d.getByLabelText(/^Model/)).not.toHaveAccessibleDescription(reason);
  });

  it('edits a car: unlisted brand in custom mode, its images as slots, moving one makes it the cover', async () => {
    const car = { ...(await getDb()).cars.find((c) => c.images.length >= 2)!, brand: 'Koenigsegg' };
    const { dialog, user } = renderDialog();
    act(() => dialog.send({ type: 'dialog.openForEdit', car }));
    const d = await opened();
    expect(screen.getByRole('heading', { name: FORM_TEXT.editTitle })).toBeInTheDocument();
    expect(d.getByLabelText(/^Custom brand/)).toHaveValue('Koenigsegg');
    expect(d.getAllByRole('img', { name: /Preview of image/ })).toHaveLength(Math.min(car.images.length, 5));
    expect(submitButton('Save Changes')).toBeEnabled();

    await user.click(d.getByRole('button', { name: FORM_TEXT.moveLeft(2) }));
    expect(d.getByRole('button', { name: FORM_TEXT.moveLeft(1) })).toBeDisabled();
    expect(document.activeElement).toBe(d.getByRole('button', { name: FORM_TEXT.moveRight(1) }));
    await user.click(submitButton('Save Changes'));
    await waitFor(() => expect(saves).toHaveLength(1));
    const { method, body } = saves[0]!;
    expect(method).toBe('PUT');
    expect(body.brand).toBe('Koenigsegg');
    expect(body.images.map((i) => [i.url, i.isPrimary])).toEqual(
      [car.images[1]!, car.images[0]!, ...car.images.slice(2, 5)].map((i, n) => [i.url, n === 0]),
    );
    expect(await screen.findByText(MSG.carUpdated)).toBeInTheDocument();
  });

  it("edits a car's Arabic words beside the English ones (issue 22): stored as ar and the image's altAr", async () => {
    const car = (await getDb()).cars.find((c) => c.images.length >= 1 && !c.ar)!;
    const { dialog, user } = renderDialog();
    act(() => dialog.send({ type: 'dialog.openForEdit', car }));
    const d = await opened();
    expect(d.getByRole('group', { name: FORM_TEXT.sections.arabic })).toBeInTheDocument();
    const description = d.getByLabelText(FORM_TEXT.labels.arDescription);
    expect([description.getAttribute('dir'), description.getAttribute('lang')]).toEqual(['rtl', 'ar']);
    expect(description).toHaveValue('');
    await user.type(description, 'سيارة فاخرة تليق بدبي.');
    await user.click(d.getByRole('button', { name: FORM_TEXT.addFeature('بلوتوث') }));
    await user.click(d.getByRole('button', { name: FORM_TEXT.addFeature('فتحة سقف') }));
    expect(d.getByLabelText(FORM_TEXT.labels.arFeatures)).toHaveValue('بلوتوث، فتحة سقف');
    expect(d.getByLabelText(FORM_TEXT.labels.features)).toHaveValue(car.features.join(', '));
    await user.type(d.getByLabelText(FORM_TEXT.labels.arMetaTitle), 'استأجر سيارة فاخرة في دبي');
    expect(d.getByText(FORM_TEXT.counter(25, 60))).toBeInTheDocument();

    // Each uploaded image: its English alt beside the Arabic one.
    const alt = d.getByLabelText(FORM_TEXT.altAr(1));
    expect(alt).toHaveAttribute('dir', 'rtl');
    expect(alt.closest('li')).toHaveTextContent(car.images[0]!.alt);
    await user.type(alt, 'المقدمة والشبك');
    expect(d.getAllByLabelText(/^Arabic alt text, image/)).toHaveLength(Math.min(car.images.length, 5));

    await user.click(submitButton('Save Changes'));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]!.body.ar).toEqual({ description: 'سيارة فاخرة تليق بدبي.', features: ['بلوتوث', 'فتحة سقف'], metaTitle: 'استأجر سيارة فاخرة في دبي', metaDescription: '' });
    expect(await screen.findByText(MSG.carUpdated)).toBeInTheDocument();
    const stored = (await getDb()).cars.find((c) => c._id === car._id)!;
    expect(stored.ar).toEqual({ description: 'سيارة فاخرة تليق بدبي.', features: ['بلوتوث', 'فتحة سقف'], metaTitle: 'استأجر سيارة فاخرة في دبي' });
    expect(stored.images[0]).toMatchObject({ url: car.images[0]!.url, altAr: 'المقدمة والشبك' });
    expect(stored.images.slice(1).some((image) => 'altAr' in image)).toBe(false);
    expect(stored.description).toBe(car.description);
  });

  it('closing with unsaved changes asks first; keep editing keeps them, discard closes', async () => {
    const { dialog, user } = renderDialog();
    act(() => dialog.send({ type: 'dialog.openForAdd' }));
    await user.type((await opened()).getByLabelText(/^Name/), 'Aston Martin Valour');
    await user.click(inDialog().getByRole('button', { name: FORM_TEXT.cancel }));
    const ask = await screen.findByRole('alertdialog', { name: FORM_TEXT.discardTitle });
    await user.click(within(ask).getByRole('button', { name: FORM_TEXT.keepEditing }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(inDialog().getByLabelText(/^Name/)).toHaveValue('Aston Martin Valour');

    await user.click(inDialog().getByRole('button', { name: FORM_TEXT.close }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: FORM_TEXT.discard }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dialog.getSnapshot().value).toBe('closed');
  });
});
