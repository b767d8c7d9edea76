/// Where one batch of input has got to between "input readable" and "action ran": the points
/// the app shell's `InputStageClock` stamps.
///
/// Each stage is a boundary between two parts of the input path — libinput's own processing (C),
/// Faceplate's conversion of libinput events into records, dispatch to the window — so a slow tap
/// (the first one after start-up, under an emulator) says which part it spent its time in.
public enum InputStage: Int, Sendable, CaseIterable {
    /// The input descriptor is readable and the loop is about to read it (the app shell's `PanelRunner`).
    case readable
    /// `libinput_dispatch()` returned: libinput has read the kernel's events and processed them into
    /// its own queue (its evdev and touch state machines ran).
    case libinputDispatched
    /// `libinput_get_event()` returned the batch's first event.
    case firstEvent
    /// The batch's first record reached the application: ``LibinputSource``'s conversion and the touch
    /// router ran for it.
    case firstRecord
    /// The last touch frame record before the action reached the application: what follows is
    /// dispatch to the window (hit testing, touch phases, control tracking, target-action).
    case frame
}
