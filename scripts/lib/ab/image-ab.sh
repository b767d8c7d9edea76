# scripts/lib/ab/image-ab.sh — the A/B parts of scripts/board-image --ab (sourced by it; uses its
# variables: R, B, WORK, ROOT, APP_NAME, BOARD, KIND, DISKID, KVER, KEYRING, UNIT, BOOT_MB, ROOT_MB, OUT).
# qemu-virt (MBR): 1 = FAT boot (kernel, initrd, cmdline.txt, ab-state.txt), 2 = root slot A, 3 = root
# slot B, 4 = data. How a slot is chosen at boot and marked good: initramfs-ab-select, rauc-ab-backend.
# Raspberry Pi: the firmware chooses; its layout and boot files are in image-ab-rpi.sh.

DATA_MB=64
COMPATIBLE=$APP_NAME-$BOARD
AB_LIB=$ROOT/scripts/lib/ab

# One slot of RAUC's system.conf: its name (class.index), its partition on this disk, its file system,
# then its own key=value lines.
ab_slot() {
  local name=$1 part=$2 type=$3; shift 3
  printf '\n[slot.%s]\ndevice=/dev/disk/by-partuuid/%s-%02d\ntype=%s\n' "$name" "$DISKID" "$part" "$type"
  printf '%s\n' "$@"
}

# The root of slot A (and of every update): fstab without /, the data partition, RAUC, the units.
ab_root() {
  # No / line: the root is whichever slot was chosen (mounted read-write: "rw" on the command line).
  # The data partition holds what must survive an update: RAUC's slot status and the app's state
  # directory, bind-mounted where the app looks for it.
  if [ "$KIND" = rpi ]; then ab_rpi_fstab > "$R/etc/fstab"; mkdir -p "$R/boot/autoboot"; else
  cat > "$R/etc/fstab" <<EOT
# <device>              <mount>        <type> <options>                     <dump> <pass>
# / is the A/B slot the initramfs chose (scripts/lib/ab/initramfs-ab-select)
PARTUUID=$DISKID-01     /boot/firmware vfat   defaults,noatime,umask=0077   0      2
PARTUUID=$DISKID-04     /data          ext4   defaults,noatime,commit=30    0      2
/data/$APP_NAME         /var/lib/$APP_NAME none bind,x-systemd.requires-mounts-for=/data 0 0
EOT
  fi
  mkdir -p "$R/data" "$R/var/lib/$APP_NAME"
  # The app reads its settings from the data partition too: FACEPLATE_ARGS there wins over the
  # image's /etc/default/APP, so a panel's own settings survive every update.
  mkdir -p "$R/etc/systemd/system/$UNIT.d"
  cat > "$R/etc/systemd/system/$UNIT.d/ab-data.conf" <<EOT
# A/B image: the panel's own settings live on the data partition (survive updates)
[Unit]
RequiresMountsFor=/var/lib/$APP_NAME
[Service]
EnvironmentFile=-/var/lib/$APP_NAME/settings
EOT

  # What this root is: read by scripts/update-bundle (the bundle's version) and on the panel.
  printf 'APP=%s\nVERSION=%s\nBOARD=%s\n' "$APP_NAME" "$(dpkg-deb --field "$APP" Version)" "$BOARD" > "$R/etc/faceplate-release"
  install -D -m 0644 "$KEYRING" "$R/etc/rauc/keyring.pem"
  local backend=rauc-ab-backend; [ "$KIND" = qemu ] || backend=rauc-tryboot-backend
  install -D -m 0755 "$AB_LIB/$backend" "$R/usr/lib/faceplate-ab/$backend"
  install -D -m 0755 "$AB_LIB/app-healthy" "$R/usr/lib/faceplate-ab/app-healthy"
  cat > "$R/etc/rauc/system.conf" <<EOT
# RAUC on an A/B Faceplate image (scripts/board-image --ab; docs/FLEET.md)
[system]
compatible=$COMPATIBLE
bootloader=custom
# only verity bundles: the signature covers every block, checked as it is read
bundle-formats=-plain
data-directory=/data/rauc

[handlers]
bootloader-custom-backend=/usr/lib/faceplate-ab/$backend

[keyring]
path=/etc/rauc/keyring.pem
EOT
  if [ "$KIND" = rpi ]; then ab_rpi_slots >> "$R/etc/rauc/system.conf"; else
    { ab_slot rootfs.0 2 ext4 bootname=A resize=true; ab_slot rootfs.1 3 ext4 bootname=B resize=true; } >> "$R/etc/rauc/system.conf"
  fi
  # The boot is complete once the app has run 10 s without a restart; then RAUC marks the slot good.
  # If it is not, systemd reboots: the chooser counts one more failed attempt (qemu-virt); on the Pi,
  # a trial's reboot is an ordinary one, which the firmware boots from the committed slot.
  cat > "$R/etc/systemd/system/faceplate-ab-healthy.service" <<EOT
[Unit]
Description=The panel app runs: this boot is complete (A/B updates)
After=$UNIT
Before=boot-complete.target
FailureAction=reboot
[Service]
Type=oneshot
RemainAfterExit=yes
TimeoutStartSec=240
ExecStart=/usr/lib/faceplate-ab/app-healthy $UNIT 10
[Install]
RequiredBy=boot-complete.target
EOT
  cat > "$R/etc/systemd/system/faceplate-ab-mark-good.service" <<EOT
[Unit]
Description=Mark the booted slot good (RAUC), now that the app runs
Requires=boot-complete.target
After=boot-complete.target
[Service]
Type=oneshot
RemainAfterExit=yes
ExecStart=/usr/bin/rauc status mark-good
[Install]
WantedBy=multi-user.target
EOT
  mkdir -p "$R/etc/systemd/system/boot-complete.target.requires" "$R/etc/systemd/system/multi-user.target.wants"
  ln -sf /etc/systemd/system/faceplate-ab-healthy.service "$R/etc/systemd/system/boot-complete.target.requires/"
  ln -sf /etc/systemd/system/faceplate-ab-mark-good.service "$R/etc/systemd/system/multi-user.target.wants/"
  # RAUC's own mark-good unit would mark the slot good as soon as it boots (on the Pi, whose command
  # line names the slot), before the app has shown that it runs.
  ln -sf /dev/null "$R/etc/systemd/system/rauc-mark-good.service"
}

# The boot partition: the chooser in the initrd (an extra cpio appended to it: the kernel unpacks
# every archive of the initrd in turn), its state file, and a command line without root=.
ab_boot_files() {
  local o=$WORK/initrd-ab m f
  mkdir -p "$o/scripts/init-premount" "$o/conf" "$o/usr/lib/faceplate-ab/modules"
  install -m 0755 "$AB_LIB/initramfs-ab-select" "$o/scripts/init-premount/faceplate-ab"
  # init runs ORDER and then sources param.conf, which carries the chosen ROOT. The initrd has no
  # init-premount scripts of its own to overwrite (checked below).
  printf '/scripts/init-premount/faceplate-ab "$@"\n[ -e /conf/param.conf ] && . /conf/param.conf\n' > "$o/scripts/init-premount/ORDER"
  printf 'BOOT_DEV=/dev/disk/by-partuuid/%s-01\nSLOT_A_DEV=/dev/disk/by-partuuid/%s-02\nSLOT_B_DEV=/dev/disk/by-partuuid/%s-03\n' \
    "$DISKID" "$DISKID" "$DISKID" > "$o/conf/faceplate-ab.conf"
  # The FAT modules: initramfs-tools leaves them out (the root is ext4). Uncompressed: the
  # initramfs's insmod hands the file to the kernel as it is, and the kernel wants an ELF file.
  for m in fs/fat/fat fs/fat/vfat fs/nls/nls_cp437 fs/nls/nls_ascii fs/nls/nls_utf8; do
    for f in "$R/lib/modules/$KVER/kernel/$m".ko*; do
      [ -e "$f" ] || continue
      python3 -c 'import lzma, sys
d = open(sys.argv[1], "rb").read()
d = lzma.decompress(d) if sys.argv[1].endswith(".xz") else d
if d[:4] != b"\x7fELF": sys.exit("not an ELF module (compressed other than with xz?): " + sys.argv[1])
open(sys.argv[2], "wb").write(d)' "$f" "$o/usr/lib/faceplate-ab/modules/$(basename "${m}").ko" || die "--ab: cannot unpack $f"
    done
  done
  [ -f "$o/usr/lib/faceplate-ab/modules/vfat.ko" ] || die "--ab: the kernel has no vfat module in lib/modules/$KVER"
  local rc=0
  python3 - "$B/initrd.img" <<'PYEOT' || rc=$?
import gzip, sys
d = open(sys.argv[1], "rb").read()
end = d.find(b"TRAILER!!!")   # the early (uncompressed) archive, then the gzip one
rest = d[end + 10:].lstrip(b"\0") if end >= 0 else d
main = gzip.decompress(rest) if rest[:2] == b"\x1f\x8b" else b""
if not main:
    print("board-image: --ab: the initrd's main archive is not gzip (initramfs-tools' COMPRESS): cannot check it", file=sys.stderr)
    sys.exit(2)
sys.exit(0 if b"scripts/init-premount/" in d[:end] + main else 1)
PYEOT
  [ "$rc" = 1 ] || die "--ab: the initrd has init-premount scripts of its own (the A/B chooser would replace their ORDER), or could not be read"
  # pad to 4 bytes, then the new archive (newc, owned by root)
  local size; size=$(stat -c %s "$B/initrd.img")
  [ $((size % 4)) = 0 ] || head -c $((4 - size % 4)) /dev/zero >> "$B/initrd.img"
  (cd "$o" && find . | LC_ALL=C sort | cpio --quiet -o -H newc -R 0:0) >> "$B/initrd.img" || die "cpio of the A/B chooser failed"
  echo "rootfstype=ext4 rootwait rw fsck.repair=yes console=ttyAMA0" > "$B/cmdline.txt"
  printf 'order=A B\nA=3\nB=0\n' > "$B/ab-state.txt"
}

# The data partition (the app's state directory and its settings file, RAUC's directory) and slot B
# (an empty ext4 until the first update): $WORK/data.ext4 and $WORK/slotb.ext4.
ab_data_fs() {
  local uid gid
  uid=$(awk -F: -v u="$APP_NAME" '$1 == u { print $3 }' "$R/etc/passwd")
  gid=$(awk -F: -v u="$APP_NAME" '$1 == u { print $4 }' "$R/etc/passwd")
  [ -n "$uid" ] && [ -n "$gid" ] || die "--ab: the app's user $APP_NAME is not in the image's /etc/passwd"
  mkdir -p "$WORK/data/$APP_NAME" "$WORK/data/rauc"
  chown "$uid:$gid" "$WORK/data/$APP_NAME"; chmod 0755 "$WORK/data/$APP_NAME"
  printf '# %s settings on the data partition (kept across updates): FACEPLATE_ARGS="..." here\n# overrides /etc/default/%s of the running slot.\n' "$APP_NAME" "$APP_NAME" > "$WORK/data/$APP_NAME/settings"
  chown "$uid:$gid" "$WORK/data/$APP_NAME/settings"
  mkfs.ext4 -q -F -L data -d "$WORK/data" "$WORK/data.ext4" "${DATA_MB}M" >&2 || die "mkfs.ext4 of the data partition failed"
  mkfs.ext4 -q -F -L root "$WORK/slotb.ext4" "${ROOT_MB}M" >&2 || die "mkfs.ext4 of slot B failed"
}

# The qemu-virt disk: boot, slot A (the root), slot B, data.
ab_disk() {
  local MiB=1048576 s1 s2 s3 s4 total
  ab_data_fs
  s1=1 s2=$((1 + BOOT_MB)) s3=$((1 + BOOT_MB + ROOT_MB)) s4=$((1 + BOOT_MB + 2 * ROOT_MB))
  total=$((s4 + DATA_MB))
  IMG=$OUT.tmp.$$
  rm -f "$IMG"; truncate -s "${total}M" "$IMG"
  sfdisk --quiet "$IMG" <<EOT || die "sfdisk failed"
label: dos
label-id: 0x$DISKID
unit: sectors
start=$((s1 * MiB / 512)), size=$((BOOT_MB * MiB / 512)), type=c, bootable
start=$((s2 * MiB / 512)), size=$((ROOT_MB * MiB / 512)), type=83
start=$((s3 * MiB / 512)), size=$((ROOT_MB * MiB / 512)), type=83
start=$((s4 * MiB / 512)), size=$((DATA_MB * MiB / 512)), type=83
EOT
  dd if="$WORK/boot.vfat" of="$IMG" bs=1M seek=$s1 conv=notrunc,sparse status=none
  dd if="$WORK/root.ext4" of="$IMG" bs=1M seek=$s2 conv=notrunc,sparse status=none
  dd if="$WORK/slotb.ext4" of="$IMG" bs=1M seek=$s3 conv=notrunc,sparse status=none
  dd if="$WORK/data.ext4" of="$IMG" bs=1M seek=$s4 conv=notrunc,sparse status=none
  mv "$IMG" "$OUT"
}
