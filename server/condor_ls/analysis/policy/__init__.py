"""The startd policy previewer: the policy knobs evaluated, and the slot's state machine."""
