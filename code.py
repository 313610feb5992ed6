"""Goblin Pocket: the device starts here (CircuitPython runs code.py as __main__ with /lib on
sys.path). The guard matters on a computer, where `import code` (pdb does it) can find this
file when the repository root is on sys.path."""
if __name__ == "__main__":
    from firmware.shell import main
    main()
