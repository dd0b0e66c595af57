"""Real X input events sent straight through the XTEST extension (what xdotool uses), without
a process per event: fast enough for the stress walk's 20 or more inputs a second."""
from Xlib import X, XK, display
from Xlib.ext import xtest

MODIFIERS = {"ctrl": "Control_L", "alt": "Alt_L", "shift": "Shift_L", "super": "Super_L"}


class FastInput:
    def __init__(self):
        self.display = display.Display()

    def _keycode(self, name):
        keysym = XK.string_to_keysym(MODIFIERS.get(name, name))
        if keysym == 0 and len(name) == 1:
            keysym = ord(name)
        return self.display.keysym_to_keycode(keysym)

    def key(self, combo):
        """Presses a combination such as "ctrl+Page_Down" or "alt+Left"."""
        names = combo.split("+")
        codes = [self._keycode(name) for name in names]
        for code in codes:
            xtest.fake_input(self.display, X.KeyPress, code)
        for code in reversed(codes):
            xtest.fake_input(self.display, X.KeyRelease, code)
        self.display.sync()

    def click(self, x, y, button=1):
        xtest.fake_input(self.display, X.MotionNotify, x=x, y=y)
        xtest.fake_input(self.display, X.ButtonPress, button)
        xtest.fake_input(self.display, X.ButtonRelease, button)
        self.display.sync()
